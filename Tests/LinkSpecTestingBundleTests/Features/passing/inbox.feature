Feature: The inbox, from features shipped in the test bundle
  The scheme comes from App/Info.plist, which app.json names: it is read from
  the bundle too.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A link to the inbox selects its tab
    When I open "clinic://inbox"
    Then the "inbox" tab is selected

  Scenario Outline: A link to message <id> pushes it on the inbox tab
    When I open "clinic://messages/<id>"
    Then the "Message" screen is displayed with id "<id>"

    Examples:
      | id |
      | 7  |
      | 42 |

  Scenario: A scheme the Info.plist does not register does not open the app
    When I open "babylon://inbox"
    Then the app is not opened
