// pto-run's integer casts against the C++ ptoas prints: a cast to i1
// keeps the low bit (`(bool)(v & 1)`), so block b selects 1 for an odd b
// and 2 for an even one.
// RUN: pto-run %s --assume-ptoas-sync --blocks 8 --arg zeros:8 --print | FileCheck %s
// CHECK: arg0 = 2 1 2 1 2 1 2 1{{$}}

module attributes {pto.target_arch = "a3"} {
  func.func @parity(%d: !pto.ptr<i32>) attributes {pto.entry} {
    %b = pto.get_block_idx
    %bi = arith.index_cast %b : i64 to index
    %odd = arith.trunci %b : i64 to i1
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %v = arith.select %odd, %one, %two : i32
    pto.store_scalar %v, %d[%bi] : !pto.ptr<i32>, i32
    return
  }
}
