// Lists of 1, 2, 255, 256 and 257 cases, around the sizes of a case tag (0 bytes for one case,
// 1 byte for 2…256, 2 bytes for 257…65 536) and at the edges of each, for ConformanceTests.
// Items n0…n(count - 1), declared in order; their ids are their case names.

import PickListKit

/// A multiple-selection list of the items n0 … n(`count` - 1) in one untitled section, titled
/// with their ids in capitals; the first item was once `old_first`, the last `old_last`.
///
/// It computes the ids rather than reading `Item.allCases`: a definition is built before the
/// list's cases can be read, because `allCases` comes from the definition.
func numberedDefinition<Item: PickList>(_: Item.Type, count: Int) -> PickListDefinition<Item> {
    let ids = numberedIDs("n", count: count)
    return PickListDefinition(
        title: "\(count) cases",
        selection: .multiple,
        sections: [PickListSectionInfo(title: nil, ids: ids, titles: ids.map { $0.uppercased() })],
        renamed: """
            old_first -> \(ids[0])
            old_last -> \(ids[count - 1])
            """
    )
}

/// One case: values of no bytes at all.
enum Cases1: PickList {
    case n0

    static let definition = numberedDefinition(Cases1.self, count: 1)
}

/// Two cases: the fewest in a one-byte tag.
enum Cases2: PickList {
    case n0, n1

    static let definition = numberedDefinition(Cases2.self, count: 2)
}

/// 255 cases: one-byte tag, the value 255 left for `Optional.none`.
enum Cases255: PickList {
    case n000, n001, n002, n003, n004, n005, n006, n007, n008, n009
    case n010, n011, n012, n013, n014, n015, n016, n017, n018, n019
    case n020, n021, n022, n023, n024, n025, n026, n027, n028, n029
    case n030, n031, n032, n033, n034, n035, n036, n037, n038, n039
    case n040, n041, n042, n043, n044, n045, n046, n047, n048, n049
    case n050, n051, n052, n053, n054, n055, n056, n057, n058, n059
    case n060, n061, n062, n063, n064, n065, n066, n067, n068, n069
    case n070, n071, n072, n073, n074, n075, n076, n077, n078, n079
    case n080, n081, n082, n083, n084, n085, n086, n087, n088, n089
    case n090, n091, n092, n093, n094, n095, n096, n097, n098, n099
    case n100, n101, n102, n103, n104, n105, n106, n107, n108, n109
    case n110, n111, n112, n113, n114, n115, n116, n117, n118, n119
    case n120, n121, n122, n123, n124, n125, n126, n127, n128, n129
    case n130, n131, n132, n133, n134, n135, n136, n137, n138, n139
    case n140, n141, n142, n143, n144, n145, n146, n147, n148, n149
    case n150, n151, n152, n153, n154, n155, n156, n157, n158, n159
    case n160, n161, n162, n163, n164, n165, n166, n167, n168, n169
    case n170, n171, n172, n173, n174, n175, n176, n177, n178, n179
    case n180, n181, n182, n183, n184, n185, n186, n187, n188, n189
    case n190, n191, n192, n193, n194, n195, n196, n197, n198, n199
    case n200, n201, n202, n203, n204, n205, n206, n207, n208, n209
    case n210, n211, n212, n213, n214, n215, n216, n217, n218, n219
    case n220, n221, n222, n223, n224, n225, n226, n227, n228, n229
    case n230, n231, n232, n233, n234, n235, n236, n237, n238, n239
    case n240, n241, n242, n243, n244, n245, n246, n247, n248, n249
    case n250, n251, n252, n253, n254

    static let definition = numberedDefinition(Cases255.self, count: 255)
}

/// 256 cases: every value of the one-byte tag is a case, none left for `Optional.none`.
enum Cases256: PickList {
    case n000, n001, n002, n003, n004, n005, n006, n007, n008, n009
    case n010, n011, n012, n013, n014, n015, n016, n017, n018, n019
    case n020, n021, n022, n023, n024, n025, n026, n027, n028, n029
    case n030, n031, n032, n033, n034, n035, n036, n037, n038, n039
    case n040, n041, n042, n043, n044, n045, n046, n047, n048, n049
    case n050, n051, n052, n053, n054, n055, n056, n057, n058, n059
    case n060, n061, n062, n063, n064, n065, n066, n067, n068, n069
    case n070, n071, n072, n073, n074, n075, n076, n077, n078, n079
    case n080, n081, n082, n083, n084, n085, n086, n087, n088, n089
    case n090, n091, n092, n093, n094, n095, n096, n097, n098, n099
    case n100, n101, n102, n103, n104, n105, n106, n107, n108, n109
    case n110, n111, n112, n113, n114, n115, n116, n117, n118, n119
    case n120, n121, n122, n123, n124, n125, n126, n127, n128, n129
    case n130, n131, n132, n133, n134, n135, n136, n137, n138, n139
    case n140, n141, n142, n143, n144, n145, n146, n147, n148, n149
    case n150, n151, n152, n153, n154, n155, n156, n157, n158, n159
    case n160, n161, n162, n163, n164, n165, n166, n167, n168, n169
    case n170, n171, n172, n173, n174, n175, n176, n177, n178, n179
    case n180, n181, n182, n183, n184, n185, n186, n187, n188, n189
    case n190, n191, n192, n193, n194, n195, n196, n197, n198, n199
    case n200, n201, n202, n203, n204, n205, n206, n207, n208, n209
    case n210, n211, n212, n213, n214, n215, n216, n217, n218, n219
    case n220, n221, n222, n223, n224, n225, n226, n227, n228, n229
    case n230, n231, n232, n233, n234, n235, n236, n237, n238, n239
    case n240, n241, n242, n243, n244, n245, n246, n247, n248, n249
    case n250, n251, n252, n253, n254, n255

    static let definition = numberedDefinition(Cases256.self, count: 256)
}

/// 257 cases: the fewest in a two-byte tag.
enum Cases257: PickList {
    case n000, n001, n002, n003, n004, n005, n006, n007, n008, n009
    case n010, n011, n012, n013, n014, n015, n016, n017, n018, n019
    case n020, n021, n022, n023, n024, n025, n026, n027, n028, n029
    case n030, n031, n032, n033, n034, n035, n036, n037, n038, n039
    case n040, n041, n042, n043, n044, n045, n046, n047, n048, n049
    case n050, n051, n052, n053, n054, n055, n056, n057, n058, n059
    case n060, n061, n062, n063, n064, n065, n066, n067, n068, n069
    case n070, n071, n072, n073, n074, n075, n076, n077, n078, n079
    case n080, n081, n082, n083, n084, n085, n086, n087, n088, n089
    case n090, n091, n092, n093, n094, n095, n096, n097, n098, n099
    case n100, n101, n102, n103, n104, n105, n106, n107, n108, n109
    case n110, n111, n112, n113, n114, n115, n116, n117, n118, n119
    case n120, n121, n122, n123, n124, n125, n126, n127, n128, n129
    case n130, n131, n132, n133, n134, n135, n136, n137, n138, n139
    case n140, n141, n142, n143, n144, n145, n146, n147, n148, n149
    case n150, n151, n152, n153, n154, n155, n156, n157, n158, n159
    case n160, n161, n162, n163, n164, n165, n166, n167, n168, n169
    case n170, n171, n172, n173, n174, n175, n176, n177, n178, n179
    case n180, n181, n182, n183, n184, n185, n186, n187, n188, n189
    case n190, n191, n192, n193, n194, n195, n196, n197, n198, n199
    case n200, n201, n202, n203, n204, n205, n206, n207, n208, n209
    case n210, n211, n212, n213, n214, n215, n216, n217, n218, n219
    case n220, n221, n222, n223, n224, n225, n226, n227, n228, n229
    case n230, n231, n232, n233, n234, n235, n236, n237, n238, n239
    case n240, n241, n242, n243, n244, n245, n246, n247, n248, n249
    case n250, n251, n252, n253, n254, n255, n256

    static let definition = numberedDefinition(Cases257.self, count: 257)
}
