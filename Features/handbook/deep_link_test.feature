Feature: The handbook's deep-link test
  Babylon's engineering handbook tests a new deep link with these steps
  (section "Testing"). Screens and tabs are named as the app map names
  them, and may be written without quotes.

  Scenario: A deep link opens Some Screen
    Given I'm logged in as a mock user
    When I open the app with "somescreen/42" deeplink
    Then the Some Screen screen is displayed

  Scenario: Tabs and screens by name, with or without quotes
    Given the app is launched
    And I'm logged in as a mock user
    And the chat tab is selected
    When I open the app with "somescreen/42" deeplink
    Then the Some Screen screen is displayed with id "42"
    And the "Some Screen" screen is displayed with id "42"
    When I dismiss the presented screen
    Then the chat tab is selected
    And the Chat screen is displayed
