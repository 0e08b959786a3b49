@ios
Feature: Spotlight results and Handoff
  A Spotlight result continues the activity of the item the app indexed
  (CSSearchableItemActionType), with the identifier it was indexed with. Handoff
  from a web page on another device continues in the app only where the page's
  domain is associated for activitycontinuation (the entitlement and the AASA's
  "activitycontinuation" listing the app); otherwise in Safari.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A Spotlight result opens the item it was indexed with
    When I tap the Spotlight result for "babylon://product/sku-3"
    Then the "Product" screen is displayed with id "sku-3"
    And the link arrives through "scene(_:continue:)"

  Scenario: From a cold start the activity comes with the scene's connection
    Given the app is not running
    When I tap the Spotlight result for "product/sku-3"
    Then the "Product" screen is displayed with id "sku-3"
    And the link arrives through "scene(_:willConnectTo:options:)"

  Scenario: A page continued from another device
    When I continue "https://babylon.example/appointments/4" from another device
    Then the "Appointment" screen is displayed with id "4"
    And the link arrives through "scene(_:continue:)"

  Scenario: Even at a cold start, Handoff arrives in scene(_:continue:)
    Given the app is not running
    When I continue "https://babylon.example/chat" from another device
    Then the "chat" tab is selected
    And the link arrives through "scene(_:continue:)"

  Scenario: A page of a domain not associated for Handoff continues in Safari
    When I continue "https://news.example/health/today" from another device
    Then the link opens in the browser
