Feature: Deep links into the Babylon demo app
  The demo app is driven by deep links over the schemes babylon, otherprefix
  and ribs-training, and by universal links on babylon.example. Each scenario
  checks one behaviour described for the demo app.

  Background:
    Given the app is launched

  # --- Routes and fallbacks ---------------------------------------------------

  @smoke
  Scenario: A somescreen link with an integer id presents Some Screen over the home tab
    Given I'm logged in as a mock user
    When I open the app with "somescreen/42" deeplink
    Then the "Some Screen" screen is displayed with id "42"
    And the screen stack is:
      | layer | screen      |
      | tab   | Home        |
      | modal | Some Screen |

  Scenario Outline: A link without a valid id falls back to the homepage
    Given I'm logged in as a mock user
    And the "profile" tab is selected
    When I open the app with "<link>" deeplink
    Then the "home" tab is selected
    And no screen is presented

    Examples:
      | link            |
      | somescreen      |
      | somescreen/abc  |
      | appointments/xy |

  @smoke
  Scenario Outline: Tab links select their tab
    Given I'm logged in as a mock user
    And the "<from>" tab is selected
    When I open the app with "<link>" deeplink
    Then the "<tab>" tab is selected
    And the "<screen>" screen is displayed
    And no screen is presented

    Examples:
      | from    | link         | tab          | screen       |
      | profile | homepage     | home         | Home         |
      | home    | appointments | appointments | Appointments |
      | home    | chat         | chat         | Chat         |
      | home    | profile      | profile      | Profile      |

  Scenario: An appointments link with an integer id presents that appointment
    Given I'm logged in as a mock user
    When I open the app with "appointments/7" deeplink
    Then the "Appointment" screen is displayed with id "7"

  Scenario: Somescreen links resolve to their routing events
    Then the deep links route as:
      | link            | event                     |
      | somescreen/42   | showSomeScreen(id: 42)    |
      | somescreen/7    | showSomeScreen(id: 7)     |
      | somescreen/1001 | showSomeScreen(id: 1001)  |

  # --- Schemes and universal links -------------------------------------------

  @smoke
  Scenario Outline: The babylon and otherprefix schemes are equivalent
    Given I'm logged in as a mock user
    When I open "<url>"
    Then the "Some Screen" screen is displayed with id "42"

    Examples:
      | url                          |
      | babylon://somescreen/42      |
      | otherprefix://somescreen/42  |

  @security
  Scenario: A link with an unregistered scheme does not open the app
    Given I'm logged in as a mock user
    And the app is in the background
    When I open "unknownapp://somescreen/42"
    Then the app is not opened

  Scenario Outline: A universal link on a claimed babylon.example path opens the app
    Given I'm logged in as a mock user
    When I open "<url>"
    Then the "<screen>" screen is displayed with id "<id>"

    Examples:
      | url                                    | screen      | id |
      | https://babylon.example/somescreen/42  | Some Screen | 42 |
      | https://babylon.example/appointments/7 | Appointment | 7  |

  Scenario Outline: A universal link the app does not claim opens in the browser
    Given I'm logged in as a mock user
    When I open "<url>"
    Then the link opens in the browser

    Examples:
      | url                                   |
      | https://babylon.example/about         |
      | https://www.example.com/somescreen/42 |

  # --- Clinical access gate ---------------------------------------------------

  @security
  Scenario Outline: The right clinical access password opens a clinical screen
    Given I'm logged in as a mock user
    And the clinical access password is "<password>"
    When I open the app with "<link>" deeplink
    Then a password prompt is shown
    When I enter the password "<password>"
    Then no password prompt is shown
    And the "<screen>" screen is displayed

    Examples:
      | password | link            | screen         |
      | 1234     | prescriptions/5 | Prescription   |
      | 5678     | records         | Health Records |

  @security
  Scenario Outline: A wrong clinical access password does not open the clinical screen
    Given I'm logged in as a mock user
    And the clinical access password is "<password>"
    When I open the app with "prescriptions/5" deeplink
    And I enter the password "<entered>"
    Then no screen is presented

    Examples:
      | password | entered |
      | 1234     | 0000    |
      | 5678     | 1234    |

  @security
  Scenario: Cancelling the clinical access prompt does not open the clinical screen
    Given I'm logged in as a mock user
    When I open the app with "records" deeplink
    And I cancel the password prompt
    Then no password prompt is shown
    And no screen is presented

  @security
  Scenario Outline: The lite flavour disables the clinical routes
    Given I'm logged in as a mock user
    And the app flavour is "lite"
    When I open the app with "<link>" deeplink
    Then no password prompt is shown
    And no screen is presented

    Examples:
      | link            |
      | prescriptions/5 |
      | records         |

  # --- Login and pending links ------------------------------------------------

  Scenario: A link opened while logged out waits for login and is then routed
    Given I'm logged out
    When I open the app with "somescreen/42" deeplink
    Then the deep link is waiting for login
    And the "Login" screen is displayed
    When I log in as a mock user
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: Only the latest pending link is routed after login
    Given I'm logged out
    When I open the app with "somescreen/1" deeplink
    And I open the app with "settings" deeplink
    Then the deep link is waiting for login
    When I log in as a mock user
    Then the screen stack is:
      | layer | screen   |
      | tab   | Home     |
      | modal | Settings |

  Scenario: A link that cold-starts the app is routed after login
    Given the app is not running
    When I open the app with "settings" deeplink
    Then the deep link is waiting for login
    When I log in as "alice"
    Then the "Settings" screen is displayed

  Scenario: A link brings a backgrounded, logged-in app to the linked screen
    Given I'm logged in as a mock user
    And the app is in the background
    When I open the app with "appointments/7" deeplink
    Then the "Appointment" screen is displayed with id "7"

  # --- RIBs launchGame workflow -----------------------------------------------

  @workflow
  Scenario Outline: launchGame waits for the players to log in, then pushes the game on home
    Given I'm logged out
    When I open the app with "launchGame?gameId=<gameId>" deeplink
    Then the deep link is waiting for login
    When players "Alice" and "Bob" log in
    Then the "home" tab is selected
    And the screen stack is:
      | layer | screen   |
      | tab   | Home     |
      | push  | <screen> |

    Examples:
      | gameId    | screen      |
      | ticTacToe | Tic Tac Toe |
      | randomWin | Random Win  |

  # --- Webview and the open-redirect guard ------------------------------------

  @security
  Scenario: A webview link to babylon.example presents the web screen
    Given I'm logged in as a mock user
    When I open the app with "webview?url=https://babylon.example/help" deeplink
    Then the "Web" screen is displayed with url "https://babylon.example/help"

  @security
  Scenario Outline: A webview link to another host is discarded
    Given I'm logged in as a mock user
    When I open the app with "webview?url=<url>" deeplink
    Then the deep link is discarded
    And no screen is presented

    Examples:
      | url                                   |
      | https://evil.example/phish            |
      | https://babylon.example.evil.com/x    |
      | https://evilbabylon.example/x         |
      | https://babylon.example@evil.example/ |

  @security
  Scenario: The open-redirect guard also applies to the in-app router
    Given I'm logged in as a mock user
    When I open "webview?url=https://evil.example/phish" from inside the app
    Then the deep link is discarded
    And no screen is presented

  # --- Products -----------------------------------------------------------------

  Scenario: A product link selects home and pushes the product
    Given I'm logged in as a mock user
    And the "profile" tab is selected
    When I open the app with "product/abc" deeplink
    Then the "home" tab is selected
    And the "Product" screen is displayed with id "abc"
    And the screen stack is:
      | layer | screen  |
      | tab   | Home    |
      | push  | Product |

  Scenario: A product already on the stack is popped to rather than pushed again
    Given I'm logged in as a mock user
    When I open the app with "product/abc" deeplink
    And I open the app with "product/xyz" deeplink
    And I open the app with "product/abc" deeplink
    Then the "Product" screen is displayed with id "abc"
    And the screen stack is:
      | layer | screen  |
      | tab   | Home    |
      | push  | Product |

  # --- Analytics ----------------------------------------------------------------

  Scenario Outline: Every routed link logs a deeplink_opened event
    Given I'm logged in as a mock user
    When I open the app with "<link>" deeplink
    Then the analytics event "deeplink_opened" is logged

    Examples:
      | link          |
      | settings      |
      | chat          |
      | somescreen/42 |

  Scenario: A product link logs a product_viewed event with the product id
    Given I'm logged in as a mock user
    When I open the app with "product/abc" deeplink
    Then the analytics event is logged:
      """
      {"name": "product_viewed", "productId": "abc"}
      """
