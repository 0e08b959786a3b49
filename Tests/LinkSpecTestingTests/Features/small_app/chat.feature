Feature: An app map built in Swift
  The standard phrases run against a map the test builds in code.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: The chat link selects the chat tab
    When I open the app with "chat" deeplink
    Then the "chat" tab is selected

  Scenario: Settings are presented over the tab bar
    When I open the app with "settings" deeplink
    Then the "Settings" screen is displayed
