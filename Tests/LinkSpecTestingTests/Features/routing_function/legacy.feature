Feature: A team's routing function in place of the map's patterns

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A legacy link the map's patterns do not know
    When I open "babylon://legacy/screen?id=99"
    Then the "Some Screen" screen is displayed with id "99"

  Scenario: A link the map's patterns know but the team's code does not
    When I open the app with "somescreen/42" deeplink
    Then the deep link is ignored
