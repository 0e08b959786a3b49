Feature: Launch states
  The app starts logged out on its login screen, with no tab bar.

  Scenario: A launched app shows the login screen
    Given the app is launched
    Then the "Login" screen is displayed

  Scenario: A link that cold-starts the app while logged out waits for login
    Given the app is not running
    When I open the app with "homepage" deeplink
    Then the "Login" screen is displayed
    And the deep link is waiting for login

  Scenario: Login after a cold start routes the waiting link
    Given the app is not running
    When I open the app with "chat" deeplink
    And I log in as "bob"
    Then the "chat" tab is selected
    And the "Chat" screen is displayed
