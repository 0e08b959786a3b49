@deliberately-failing
Feature: Deliberately failing scenarios
  These scenarios fail on purpose: the tests of LinkSpecTesting run them to
  prove that each failure is recorded at this file's line. Never run them in CI
  as acceptance tests.

  Scenario: A wrong total fails on its Then step
    Given the counter starts at 1
    When I add 2
    Then the counter shows 4
    And the counter shows 3

  Scenario Outline: A failing Examples row points at its row
    Given the counter starts at <start>
    Then the counter shows <shown>

    Examples:
      | start | shown |
      | 1     | 1     |
      | 2     | 5     |

  Scenario: An undefined step carries its snippet
    Given the counter starts at 1
    When I multiply by 3
