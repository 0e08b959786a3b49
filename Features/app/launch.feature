Feature: Launch states
  The app starts logged out on its login screen, with no tab bar.

  Scenario: A launched app shows the login screen
    Given the app is launched
    Then the "Login" screen is displayed

  Scenario: A cold start with a link that needs no screen while logged out waits
    Given the app is not running
    When I open the app with "homepage" deeplink
    Then the "Login" screen is displayed
    And the deep link is waiting for login

  Scenario: Login after a cold start selects the home tab
    Given the app is not running
    When I open the app with "chat" deeplink
    And I log in as "bob"
    Then the "chat" tab is selected
    And the "Chat" screen is displayed
