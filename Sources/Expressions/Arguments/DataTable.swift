/// The data table attached to a step, as its step body receives it, with the
/// conveniences Cucumber users expect.
public struct DataTable: Sendable, Hashable {
    /// Every row, header included, cell text as written.
    public var raw: [[String]]

    /// A table of these rows (a step's own tests build one).
    public init(_ rows: [[String]]) {
        raw = rows
    }

    /// The number of cells of the first row.
    public var width: Int { raw.first?.count ?? 0 }
    /// Whether the table has no row.
    public var isEmpty: Bool { raw.isEmpty }

    /// The rows, optionally without the header row.
    public func rows(droppingHeader: Bool = false) -> [[String]] {
        droppingHeader ? Array(raw.dropFirst()) : raw
    }

    /// One dictionary per row below the header, keyed by the header's cells:
    /// `| name | age |` over `| Ann | 7 |` gives `[["name": "Ann", "age": "7"]]`.
    /// A short row simply lacks the missing keys.
    public func hashes() -> [[String: String]] {
        guard let header = raw.first else { return [] }
        return raw.dropFirst().map { row in Dictionary(zip(header, row), uniquingKeysWith: { $1 }) }
    }

    /// A two-column table as a dictionary, first column to second
    /// (a later row wins over an earlier one with the same key).
    public func rowsHash() throws(DataTableShapeError) -> [String: String] {
        var hash: [String: String] = [:]
        for (index, row) in raw.enumerated() {
            guard row.count == 2 else { throw DataTableShapeError(row: index, expectedColumns: 2, actualColumns: row.count) }
            hash[row[0]] = row[1]
        }
        return hash
    }

    /// Rows become columns; ragged rows are padded with empty cells.
    public func transposed() -> DataTable {
        let columns = raw.map(\.count).max() ?? 0
        return DataTable((0..<columns).map { column in
            raw.map { column < $0.count ? $0[column] : "" }
        })
    }
}

/// A data table that does not have the shape a convenience needs.
public struct DataTableShapeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offending row, counted from 0.
    public var row: Int
    /// How many cells the convenience needs in each row.
    public var expectedColumns: Int
    /// How many that row has.
    public var actualColumns: Int

    /// `rowsHash() needs exactly 2 columns, but row 3 has 1`.
    public var description: String {
        "rowsHash() needs exactly \(expectedColumns) columns, but row \(row + 1) has \(actualColumns)"
    }
}
