Feature: Links that need login wait for it
  While logged out the app shows its login screen. A link that needs login
  waits; by default the latest pending link wins, and it runs after login.

  Scenario: Cold start logged out, then login
    Given the app is not running
    When I open the app with "somescreen/42" deeplink
    Then the "Login" screen is displayed
    And the deep link is waiting for login
    When I log in as a mock user
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A newer pending link replaces an older one (policy latest)
    Given the app is launched
    When I open the app with "somescreen/1" deeplink
    And I open the app with "settings" deeplink
    And I log in as "alice"
    Then the "Settings" screen is displayed
    And the screen stack is:
      | layer | screen   |
      | tab   | Home     |
      | modal | Settings |

  Scenario: Under the queue policy every pending link runs in order
    Given the app is launched
    And the pending link policy is "queue"
    When I open the app with "product/a" deeplink
    And I open the app with "product/b" deeplink
    And I log in as a mock user
    Then the screen stack is:
      | layer | screen  |
      | tab   | Home    |
      | push  | Product |
      | push  | Product |
    And the "Product" screen is displayed with id "b"

  Scenario: Under the drop policy a link opened while logged out is discarded
    Given the app is launched
    And the pending link policy is "drop"
    When I open the app with "somescreen/42" deeplink
    Then the deep link is discarded
    When I log in as a mock user
    Then no screen is presented
    And the "Home" screen is displayed

  Scenario: Login shows the home tab when nothing is pending
    Given the app is launched
    When I log in as a mock user
    Then the "home" tab is selected
    And the "Home" screen is displayed

  Scenario: The session survives a relaunch
    Given the app is launched
    And I'm logged in as a mock user
    And the app is not running
    When I open the app with "chat" deeplink
    Then the "chat" tab is selected

  Scenario: A link from the background brings the app forward
    Given the app is launched
    And I'm logged in as a mock user
    And the app is in the background
    When I open the app with "somescreen/5" deeplink
    Then the "Some Screen" screen is displayed with id "5"
