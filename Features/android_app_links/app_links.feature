@android
Feature: Android App Links
  On Android the manifest's intent filters decide which links reach the app
  (Features/Android/AndroidManifest.xml). Since Android 12 an https link opens
  the app only when Android verified its host against the domain's
  assetlinks.json (Features/Android/assetlinks.json), which must list the
  certificate the installed build is signed with; any other web link opens the
  browser. The same routes then route the link as on iOS.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A verified web link opens the app
    When I open "https://babylon.example/somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A path no intent filter takes opens in the browser
    When I open "https://babylon.example/records/7"
    Then the link opens in the browser
    And no password prompt is shown

  Scenario: Paths are matched case-sensitively
    When I open "https://babylon.example/SomeScreen/5"
    Then the link opens in the browser

  Scenario: A build signed with the upload key is verified too
    assetlinks.json lists both the Play App Signing key and the upload key, so
    an internal build signed with the upload key opens the app's links.

    Given the installed build is signed with the "upload" key
    When I open "https://babylon.example/appointments/3"
    Then the "Appointment" screen is displayed with id "3"

  Scenario: With "Open supported links" off, web links open in the browser
    Given I turned off "Open supported links" for the app
    When I open "https://babylon.example/somescreen/42"
    Then the link opens in the browser
    And no screen is presented

  Scenario: With "Open supported links" off, custom schemes still open the app
    Given I turned off "Open supported links" for the app
    When I open "babylon://somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A Chrome intent for the app opens it
    When I open "intent://babylon.example/somescreen/42#Intent;scheme=https;package=com.babylon.demo;end"
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A Chrome intent for the app needs no verification
    An intent that names the app's package is not a generic web intent: the
    app's filter takes its link even where the user turned the links off.

    Given I turned off "Open supported links" for the app
    When I open "intent://babylon.example/somescreen/7#Intent;scheme=https;package=com.babylon.demo;end"
    Then the "Some Screen" screen is displayed with id "7"

  Scenario: Without the app, Chrome opens the intent's fallback URL
    Given the app is not installed
    When I open "intent://babylon.example/somescreen/42#Intent;scheme=https;package=com.babylon.demo;S.browser_fallback_url=https%3A%2F%2Fbabylon.example%2Fget-the-app;end"
    Then the link opens in the browser

  Scenario: Without the app and a fallback, Chrome opens the Play Store
    Given the app is not installed
    When I open "intent://somescreen/42#Intent;scheme=babylon;package=com.babylon.demo;end"
    Then the app is not opened

  Scenario: Back closes the presented screen
    When I open "babylon://settings"
    And I press back
    Then no screen is presented
    And the "Home" screen is displayed

  Scenario: Back pops the pushed screen
    When I open "babylon://product/sku-9"
    And I press back
    Then the screen stack is:
      | layer | screen |
      | tab   | Home   |

  Scenario: Back from another tab returns to the start tab
    When I open "babylon://chat"
    And I press back
    Then the "home" tab is selected

  Scenario: Back on the password prompt discards the link behind it
    When I open "babylon://records"
    And I press back
    Then no password prompt is shown
    And the deep link is discarded
