@ios
Feature: The apple-app-site-association file decides which https links open the app
  babylon.example serves an AASA (Features/App/babylon.example.aasa.json) that
  lists the app's ID, ABCDE12345.com.babylon.demo, from the team ID in app.json
  and the bundle ID in Info.plist. iOS opens the app for an https link only when
  the first component that matches it lets it through; everything else stays in
  Safari, even where a route of the app would handle it.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A component lets the link through and a route handles it
    When I open "https://babylon.example/somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"

  Scenario Outline: An excluding component comes first, so record pages stay on the web
    When I open "<url>"
    Then the link opens in the browser
    And no password prompt is shown

    Examples:
      | url                                 |
      | https://babylon.example/records/7   |
      | https://babylon.example/records/    |

  Scenario: The records screen itself is let through by a later component
    When I open "https://babylon.example/records"
    Then a password prompt is shown

  Scenario: A page can keep a link in the browser with its fragment
    When I open "https://babylon.example/somescreen/42#no_universal_links"
    Then the link opens in the browser
    And no screen is presented

  Scenario Outline: A substitution variable lets each section through
    When I open "https://babylon.example/<section>"
    Then the "<tab>" tab is selected

    Examples:
      | section      | tab          |
      | homepage     | home         |
      | appointments | appointments |
      | chat         | chat         |
      | profile      | profile      |

  Scenario: The entry's defaults make matching ignore case
    When I open "https://babylon.example/SomeScreen/5"
    Then the "Some Screen" screen is displayed with id "5"

  Scenario: A predefined variable lets only digits through
    When I open "https://babylon.example/prescriptions/x12"
    Then the link opens in the browser

  Scenario Outline: Query items are matched by name
    Given I'm logged out
    When I open "<url>"
    Then the deep link is waiting for login

    Examples:
      | url                                                        |
      | https://babylon.example/launchGame?gameId=ticTacToe        |
      | https://babylon.example/launchGame                         |
      | https://babylon.example/webview?url=https://babylon.example/help |

  Scenario: A web view without a URL is not let through
    When I open "https://babylon.example/webview"
    Then the link opens in the browser

  Scenario Outline: Paths no component matches stay in the browser
    When I open "<url>"
    Then the link opens in the browser
    And the "Home" screen is displayed

    Examples:
      | url                                  |
      | https://babylon.example/help         |
      | https://babylon.example/somescreen   |

  Scenario Outline: A link written in Unicode is the same URL as its encoded form
    The OS matches the AASA against the percent-encoded URL, and the route sees
    the decoded text either way.

    When I open "<url>"
    Then the "Product" screen is displayed with id "👟"

    Examples:
      | url                                          |
      | https://babylon.example/product/👟           |
      | https://babylon.example/product/%F0%9F%91%9F |
