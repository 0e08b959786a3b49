import Expressions
import LinkSpecRunner

/// data-tables: a table stored transposed, then compared with the next step's.
enum DataTables {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("the following table is transposed:") { (world, table: DataTable) in
            world.table = table.transposed().raw
        }
        steps.step("it should be:") { (world, table: DataTable) in
            expectEqual(world.table, table.raw, "the transposed table")
        }
        return steps
    }
}
