Feature: Screens are found, not built twice
  A product already on the home tab's stack is shown again rather than
  pushed a second time; presenting a deep-link screen first dismisses
  whatever is presented.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: Opening the same product twice pops back to it
    When I open the app with "product/sku-1" deeplink
    And I open the app with "product/sku-2" deeplink
    And I open the app with "product/sku-1" deeplink
    Then the screen stack is:
      | layer | screen  |
      | tab   | Home    |
      | push  | Product |
    And the "Product" screen is displayed with id "sku-1"

  Scenario: A different product is pushed
    When I open the app with "product/sku-1" deeplink
    And I open the app with "product/sku-2" deeplink
    Then the screen stack is:
      | layer | screen  |
      | tab   | Home    |
      | push  | Product |
      | push  | Product |

  Scenario: Presenting dismisses what was presented
    Given the "Settings" screen is presented
    When I open the app with "somescreen/42" deeplink
    Then the screen stack is:
      | layer | screen      |
      | tab   | Home        |
      | modal | Some Screen |

  Scenario: Selecting a tab keeps each tab's own stack
    When I open the app with "product/sku-1" deeplink
    And I select the "chat" tab
    Then the "Chat" screen is displayed
    When I select the "home" tab
    Then the "Product" screen is displayed with id "sku-1"
