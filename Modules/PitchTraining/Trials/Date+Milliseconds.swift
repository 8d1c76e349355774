import Foundation

extension Date {
    /// The date rounded to the whole millisecond, as the stores keep it.
    ///
    /// Sessions stamp completed trials with it, so a trial's timestamp is the same whether a
    /// profile sees it live or reads it back from the store; a snapshot's "last timestamp" then
    /// matches the stored records exactly.
    var roundedToMillisecond: Date {
        Date(timeIntervalSince1970: (timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}
