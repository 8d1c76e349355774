/// Compiler-style lines, one per breach, then a summary line.
public enum TextReporter {
    /// Renders `report`; `pathPrefix` is put before every file path (the package path as given).
    public static func render(_ report: LintReport, pathPrefix: String = "") -> String {
        var lines = report.breaches.map { breach in
            "\(breach.file.hasPrefix("/") ? "" : pathPrefix)\(breach.file):\(breach.location.line):\(breach.location.column): error: [\(breach.contract)] \(breach.message)"
        }
        let count = report.breaches.count
        let breaches = count == 1 ? "1 breach" : "\(count) breaches"
        lines.append(
            "archlint: \(breaches) (\(report.package.targets.count) targets, \(report.fileCount) files, "
                + "\(report.importCount) imports, \(report.rules.contracts.count) contracts)"
        )
        return lines.joined(separator: "\n") + "\n"
    }
}
