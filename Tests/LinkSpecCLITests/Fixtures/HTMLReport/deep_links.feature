@links
Feature: Deep links that break <on purpose>
  A suite that fails in every way the standard steps can, for the HTML
  report's tests and its browser check: failures, an undefined step, an
  ambiguous one, a data table, a doc string, Examples rows and a rule.

  Background:
    Given I'm logged in as a mock user

  @smoke
  Scenario: A product link shows the product
    When I open the app with "product/sku-9" deeplink
    Then the "Product" screen is displayed with id "sku-9"

  @smoke
  Scenario: A screen link shows the wrong screen
    When I open the app with "somescreen/42" deeplink
    Then the "Settings" screen is displayed
    And the "home" tab is selected

  Scenario: A step nobody wrote
    When I open the app with "chat" deeplink
    And I shake the phone
    Then the "chat" tab is selected

  Scenario: A step that two phrases match
    * the "chat" tab is selected

  Rule: The analytics of every link

    Scenario: The event carries the intent
      When I open the app with "somescreen/7" deeplink
      Then the analytics event is logged:
        """json
        {"name": "deeplink_opened", "intent": "records & <more>"}
        """

    @slow
    Scenario Outline: The screen stack after <link>
      When I open the app with "<link>" deeplink
      Then the screen stack is:
        | layer | screen   |
        | tab   | <root>   |

      Examples: links that work
        | link      | root |
        | chat      | Chat |
        | home      | Home |

      Examples: links that do not
        | link      | root    |
        | settings  | Profile |
