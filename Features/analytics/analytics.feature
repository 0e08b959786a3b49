Feature: Analytics after routing
  Every routed link logs deeplink_opened with its intent; products also log
  product_viewed. A link that is not routed logs nothing.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A routed link logs its intent
    When I open the app with "somescreen/42" deeplink
    Then the analytics event "deeplink_opened" is logged
    And the analytics event is logged:
      """json
      {"name": "deeplink_opened", "intent": "somescreen"}
      """

  Scenario: A product logs product_viewed with its id
    When I open the app with "product/sku-9" deeplink
    Then the analytics event is logged:
      """json
      {"name": "product_viewed", "productId": "sku-9"}
      """

  Scenario: A discarded link logs no deeplink_opened
    When I open the app with "records" deeplink
    And I cancel the password prompt
    Then the deep link is discarded
    And the analytics event "deeplink_opened" is not logged
