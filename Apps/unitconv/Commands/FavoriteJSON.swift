import ConversionKit

/// One favorite in `unitconv favorites --json`: its 1-based number (as `unitconv fav N` takes it) and the unit ids.
struct FavoriteJSON: Encodable {
    let number: Int
    let from: String
    let to: String

    init(number: Int, pair: FavoritePair) {
        self.number = number
        from = pair.fromID
        to = pair.toID
    }
}
