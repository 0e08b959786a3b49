@ios
Feature: Safari and the user decide too
  Even a link the AASA lets through stays in Safari when it is typed into the
  address bar, when it is tapped on a page of its own domain, or after the user
  chose "Open in Safari" for its domain.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A URL typed into Safari's address bar stays in Safari
    When I type "https://babylon.example/somescreen/42" into Safari's address bar
    Then the link opens in the browser
    And the "Home" screen is displayed

  Scenario: A custom-scheme URL typed into Safari opens the app
    When I type "babylon://somescreen/42" into Safari's address bar
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A link on a page of the same domain stays in the browser
    When I tap "https://babylon.example/somescreen/42" on a web page of "babylon.example"
    Then the link opens in the browser
    And no screen is presented

  Scenario: A link on a page of another domain opens the app
    When I tap "https://babylon.example/somescreen/42" on a web page of "news.example"
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: After "Open in Safari", the domain's links open in Safari
    Given I chose to open "babylon.example" links in Safari
    When I open "https://babylon.example/somescreen/42"
    Then the link opens in the browser
    And no screen is presented

  Scenario: Choosing the app again brings the links back
    Given I chose to open "babylon.example" links in Safari
    When I choose to open "babylon.example" links in the app
    And I open "https://babylon.example/somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: The choice outlives the app
    Given I chose to open "babylon.example" links in Safari
    And the app is not running
    When I open "https://babylon.example/appointments/3"
    Then the link opens in the browser
    And no screen is presented
