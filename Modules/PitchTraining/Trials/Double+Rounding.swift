import Domain

extension Double {
    /// The number of cents rounded to the 0.1-cent resolution the trainers present and store.
    ///
    /// Rounded once, where a trial is made, so the offset the learner hears is exactly the one
    /// the record keeps.
    var roundedToTenthOfCent: Double {
        Cents(self).roundedToTenth().value
    }
}
