extension RequestMoneyScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the screen stands.
        enum Content: Equatable {
            /// The accounts are on their way.
            case loading
            /// They could not be loaded; the text says what to do.
            case error(String)
            /// The user has no account to be paid into.
            case empty
            /// The form.
            case form
            /// The request, to share.
            case request(Request)
        }

        /// A finished request, every line ready to draw.
        struct Request: Equatable {
            /// What is asked, e.g. "25.00 EUR into Current account · DE35 1001 0123 6114 8859 28".
            var summary: String
            var link: String
            /// The QR code: black and white pixels, one a module, in a light quiet zone.
            var qrCode: QRPicture
        }

        /// A QR code as a picture of `side` × `side` RGBA pixels.
        struct QRPicture: Equatable {
            var side: Int
            var rgba: [UInt8]

            /// The picture without `margin` pixels on each side (part of the quiet zone).
            func trimmed(by margin: Int) -> QRPicture {
                let inner = side - 2 * margin
                guard margin > 0, inner > 0 else { return self }
                let rows = (margin..<(side - margin)).map { y in rgba[((y * side + margin) * 4)..<((y * side + margin + inner) * 4)] }
                return QRPicture(side: inner, rgba: Array(rows.joined()))
            }
        }

        var content: Content = .loading
        /// The accounts to choose from ("Current account · DE35 …"), and which is chosen.
        var accounts: [String] = []
        var chosenAccount = 0
        var amount = ""
        var reference = ""
        /// What is wrong with the form, after Show request.
        var problem: String?
        /// Said once the link was copied.
        var copiedNotice: String?
        /// Esc was pressed on a form with something typed: discard it, or keep editing?
        var isConfirmingDiscard = false
        /// Whether the request shows its QR code alone, on a terminal too short for code and link.
        var showsCodeAlone = false

        /// Whether the form holds something the user typed.
        var hasInput: Bool { !amount.isEmpty || !reference.isEmpty }
    }

    /// What the user can do.
    enum Action: Equatable {
        case load
        case chooseAccount(Int)
        case amountChanged(String)
        case referenceChanged(String)
        /// Make the request from the form.
        case showRequest
        /// Copy the request's link (`c`).
        case copyLink
        /// Back from the request to the form (Esc).
        case backToForm
        /// Show the QR code alone (`q`, where code and link do not fit together).
        case showCodeAlone
        /// Back from the code alone to the link (Esc).
        case showLink
        /// Esc on the form: leave at once when nothing is typed, else ask first.
        case askToClose
        /// Keep the form (the answer to "Discard this request?").
        case keepEditing
        /// Leave the screen, dropping the form.
        case close
    }
}
