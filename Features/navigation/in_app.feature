Feature: Opening links from inside the app
  Babylon's TabDeeplinkRouter hands in-app links straight to the router: the
  OS is never asked, so any scheme reaches this app, and whatever is
  presented is dismissed first.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: An in-app link replaces the presented screen
    Given the "Settings" screen is presented
    When I open "somescreen/7" from inside the app
    Then the "Some Screen" screen is displayed with id "7"
    And the screen stack is:
      | layer | screen      |
      | tab   | Home        |
      | modal | Some Screen |

  Scenario: Any scheme reaches this app from inside it
    When I open "unknownapp://somescreen/8" from inside the app
    Then the "Some Screen" screen is displayed with id "8"

  Scenario: A full URL with a registered scheme works in-app
    When I open "otherprefix://chat" from inside the app
    Then the "chat" tab is selected

  Scenario: Dismissing the presented screen shows the tab again
    Given the "chat" tab is selected
    And the "Settings" screen is presented
    When I dismiss the presented screen
    Then no screen is presented
    And the "Chat" screen is displayed
