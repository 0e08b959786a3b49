Feature: A deliberately failing scenario, to see where its failure points

  Scenario: The inbox link does not select home
    Given the app is launched
    And I'm logged in as a mock user
    When I open "clinic://inbox"
    Then the "home" tab is selected
