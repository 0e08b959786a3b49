@ios
Feature: QR codes scanned with the Camera
  Tapping the Camera's banner opens a universal link in the app directly; a
  custom scheme goes through the OS as any link does.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A universal link opens the app directly
    When I scan a QR code of "https://babylon.example/product/sku-9"
    Then the "Product" screen is displayed with id "sku-9"
    And the link arrives through "scene(_:continue:)"

  Scenario: A custom scheme goes through the OS
    When I scan a QR code of "babylon://settings"
    Then the "Settings" screen is displayed
    And the link arrives through "scene(_:openURLContexts:)"

  Scenario: A scheme the app does not register opens nothing
    When I scan a QR code of "otherapp://settings"
    Then the app is not opened

  Scenario: A page the AASA keeps on the web opens the browser
    When I scan a QR code of "https://babylon.example/records/7"
    Then the link opens in the browser
    And no screen is presented
