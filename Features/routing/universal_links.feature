Feature: Universal links
  https links to babylon.example open the app when its AASA lets the path
  through (see universal_links/aasa.feature), and the browser otherwise;
  other domains are not the app's.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A claimed path opens the app
    When I open "https://babylon.example/somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A claimed path with clinical access still asks for the password
    When I open "https://babylon.example/records"
    Then a password prompt is shown

  Scenario Outline: An unclaimed path opens in the browser
    When I open "<url>"
    Then the link opens in the browser
    And no screen is presented

    Examples:
      | url                                   |
      | https://babylon.example/blog/2026     |
      | https://babylon.example/              |
      | https://elsewhere.example/somescreen/1 |
