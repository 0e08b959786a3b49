@ios
Feature: Smart App Banners
  Open on a web page's Smart App Banner hands the page's app-argument to the
  app as an opened URL. While the app is not installed the banner leads to the
  App Store, and the argument is lost.

  Scenario: The page's URL arrives as an opened URL
    Given the app is launched
    And I'm logged in as a mock user
    When I tap Open on the Smart App Banner of "https://babylon.example/product/sku-1"
    Then the "Product" screen is displayed with id "sku-1"
    And the link arrives through "scene(_:openURLContexts:)"

  Scenario: A page whose app-argument is a custom-scheme URL
    Given the app is launched
    And I'm logged in as a mock user
    When I tap Open on the Smart App Banner of "https://babylon.example/help" with app-argument "babylon://settings"
    Then the "Settings" screen is displayed

  Scenario: Not installed, the banner leads to the App Store and the argument is lost
    Given the app is not installed
    When I tap Open on the Smart App Banner of "https://babylon.example/product/sku-1"
    Then the App Store opens
    When I install and open the app
    Then the "Login" screen is displayed
    And no screen is presented
