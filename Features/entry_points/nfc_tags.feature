@ios
Feature: NFC tags read in the background
  An iPhone reads an NFC tag's link in the background and shows a
  notification; tapping it opens a universal link in the app, delivered as a
  browsing activity like a tapped universal link. Another web link opens in
  Safari, and a custom scheme on a tag opens no app.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A universal link on a tag opens the app as a browsing activity
    When I tap the notification of an NFC tag with "https://babylon.example/product/sku-9"
    Then the "Product" screen is displayed with id "sku-9"
    And the link arrives through "scene(_:continue:)"

  Scenario: A custom scheme on a tag opens no app
    When I tap the notification of an NFC tag with "babylon://settings"
    Then the app is not opened

  Scenario: A page the AASA keeps on the web opens the browser
    When I tap the notification of an NFC tag with "https://babylon.example/records/7"
    Then the link opens in the browser
    And no screen is presented
