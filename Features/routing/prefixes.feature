Feature: Custom schemes
  The app registers several prefixes and does not tell them apart: only the
  intent matters, as long as the OS can hand the link to the app.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario Outline: <prefix>:// opens the same screen
    When I open "<prefix>://somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"

    Examples:
      | prefix        |
      | babylon       |
      | otherprefix   |
      | ribs-training |

  Scenario Outline: an unregistered scheme does not open the app
    Given the "chat" tab is selected
    When I open "<url>"
    Then the app is not opened
    And the "chat" tab is selected

    Examples:
      | url                        |
      | unknownapp://somescreen/42 |
      | babylonx://homepage        |
      | mailto:someone@example.com |

  Scenario: An intent no route knows is ignored
    When I open the app with "nosuchscreen/1" deeplink
    Then the deep link is ignored
    And the "Home" screen is displayed

  Scenario: Percent-encoded parameters are decoded
    When I open the app with "product/blue%20shoes" deeplink
    Then the "Product" screen is displayed with id "blue shoes"
