@ios
Feature: Widgets and shortcuts open the app
  A widget's URL (widgetURL, or a Link in the widget) opens in its app as an
  opened URL, whatever its scheme. A shortcut's OpenURLIntent opens one of the
  app's universal links, as the AASA lets it.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A widget's URL arrives as an opened URL
    When I tap the widget linking to "babylon://appointments"
    Then the "appointments" tab is selected
    And the link arrives through "scene(_:openURLContexts:)"

  Scenario: A widget tapped while the app is not running
    Given the app is not running
    When I tap the widget linking to "babylon://chat"
    Then the "chat" tab is selected
    And the link arrives through "scene(_:willConnectTo:options:)"

  Scenario: A shortcut opens a universal link
    When I run the shortcut opening "https://babylon.example/somescreen/5"
    Then the "Some Screen" screen is displayed with id "5"
    And the link arrives through "scene(_:continue:)"

  Scenario: A shortcut's link that the AASA keeps on the web opens the browser
    When I run the shortcut opening "https://babylon.example/records/7"
    Then the link opens in the browser

  Scenario: OpenURLIntent takes only universal links
    When I run the shortcut opening "babylon://chat"
    Then the app is not opened
