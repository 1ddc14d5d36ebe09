/// A shop the demo user pays by card, with the usual range of a purchase in cents.
struct DemoMerchant: Sendable {
    let name: String
    let description: String
    let cents: ClosedRange<Int64>

    /// Everyday card spending in Berlin.
    static let everyday: [DemoMerchant] = [
        DemoMerchant(name: "REWE", description: "Groceries", cents: 1_250...8_900),
        DemoMerchant(name: "Lidl", description: "Groceries", cents: 840...5_600),
        DemoMerchant(name: "EDEKA", description: "Groceries", cents: 990...7_400),
        DemoMerchant(name: "Café Einstein", description: "Coffee", cents: 320...890),
        DemoMerchant(name: "Bonanza Coffee", description: "Coffee", cents: 280...650),
        DemoMerchant(name: "BVG", description: "Public transport", cents: 350...990),
        DemoMerchant(name: "Deutsche Bahn", description: "Train ticket", cents: 1_990...8_900),
        DemoMerchant(name: "Uber", description: "Ride", cents: 920...3_400),
        DemoMerchant(name: "Vapiano", description: "Lunch", cents: 1_150...2_900),
        DemoMerchant(name: "Mustafa's Gemüse Kebap", description: "Lunch", cents: 650...1_400),
        DemoMerchant(name: "Amazon", description: "Online order", cents: 999...12_900),
        DemoMerchant(name: "Zalando", description: "Clothing", cents: 2_495...13_990),
        DemoMerchant(name: "dm-drogerie markt", description: "Drugstore", cents: 395...3_200),
        DemoMerchant(name: "Rossmann", description: "Drugstore", cents: 299...2_450),
        DemoMerchant(name: "Dussmann", description: "Books", cents: 1_200...4_800),
        DemoMerchant(name: "Kino International", description: "Cinema", cents: 1_100...2_600),
        DemoMerchant(name: "Shell", description: "Fuel", cents: 3_500...7_900),
        DemoMerchant(name: "IKEA", description: "Home", cents: 1_499...18_900),
    ]
}
