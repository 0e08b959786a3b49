@smoke
Feature: Every route of the demo app
  Each intent of babylon:// reaches its screen or tab, and a missing or
  malformed parameter falls back to the home tab, as Babylon's invocation
  router does.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario Outline: <link> selects the <tab> tab
    Given the "profile" tab is selected
    When I open the app with "<link>" deeplink
    Then the "<tab>" tab is selected
    And no screen is presented

    Examples:
      | link         | tab          |
      | homepage     | home         |
      | appointments | appointments |
      | chat         | chat         |
      | profile      | profile      |

  Scenario Outline: <link> presents <screen> over the tab bar
    When I open the app with "<link>" deeplink
    Then the "<screen>" screen is displayed with id "<id>"

    Examples: screens with an integer id
      | link            | screen      | id |
      | somescreen/42   | Some Screen | 42 |
      | appointments/7  | Appointment | 7  |

  Scenario: settings presents the Settings screen
    When I open the app with "settings" deeplink
    Then the "Settings" screen is displayed
    And the screen stack is:
      | layer | screen   |
      | tab   | Home     |
      | modal | Settings |

  Scenario Outline: a bad id in "<link>" falls back to the home tab
    Given the "chat" tab is selected
    When I open the app with "<link>" deeplink
    Then the "home" tab is selected
    And no screen is presented
    And the "Home" screen is displayed

    Examples:
      | link                |
      | somescreen          |
      | somescreen/abc      |
      | somescreen/4.2      |
      | appointments/next   |

  Scenario: product pushes the product on the home tab
    Given the "chat" tab is selected
    When I open the app with "product/sku-9" deeplink
    Then the "home" tab is selected
    And the screen stack is:
      | layer | screen  |
      | tab   | Home    |
      | push  | Product |
    And the "Product" screen is displayed with id "sku-9"

  Scenario: The routing table, without navigating
    Then the deep links route as:
      | link                | event                    |
      | homepage            | showHome                 |
      | somescreen/42       | showSomeScreen(id: 42)   |
      | somescreen          | showHome                 |
      | appointments        | showAppointments         |
      | appointments/7      | showAppointment(id: 7)   |
      | appointments/soon   | showHome                 |
      | chat                | showChat                 |
      | profile             | showProfile              |
      | prescriptions/3     | showPrescription(id: 3)  |
      | records             | showHealthRecords        |
      | settings            | showSettings             |
      | product/sku-9       | showProduct(id: "sku-9") |
      | launchGame?gameId=x | launchGame(gameId: "x")  |
      | nosuchscreen        | none                     |
