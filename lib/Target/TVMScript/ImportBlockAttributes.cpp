//===- ImportBlockAttributes.cpp - TVMScript block attributes -------------===//
//
// `T.block_attr({...})`: TileLang's kernel annotations (tir.kernel
// attributes under the names TileLang prints), the v2 reducers' combine
// ops (`reducer_info_v2`), the out-of-bounds values of
// T.annotate_safe_value / T.annotate_padding, and the attributes that only
// steer TileLang's own lowering (a remark). See docs/Tools/PtoTranslate.md.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include <functional>

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

/// `T.annotate_safe_value({buf: v})` (upstream: the value out-of-bounds
/// reads of `buf` give) and `T.annotate_padding({buf: v})`
/// (tilelang-ascend: the value written into `buf` for out-of-bounds reads).
/// tirpto pads every region past a tensor's edge with 0, TileLang's
/// default, or a copy's own pad_value: a 0 here changes nothing; any other
/// value is reported rather than ignored.
LogicalResult Importer::checkOutOfBoundsValues(StringRef key, const Expr &map) {
  StringRef call =
      key == "safe_value_map" ? "T.annotate_safe_value" : "T.annotate_padding";
  if (map.kind != ExprKind::Dict)
    return error(map.loc, "expected '" + key + "' to map buffers to values");
  // Whether `value` is a literal zero: 0, 0.0, -0.0, False, maybe in a
  // dtype's constructor (`T.float32(0)`).
  std::function<bool(const Expr &)> isZero = [&](const Expr &value) {
    switch (value.kind) {
    case ExprKind::Int:
      return value.intValue == 0;
    case ExprKind::Float:
      return value.floatValue == 0.0;
    case ExprKind::Constant:
      return value.text == "False";
    case ExprKind::Unary:
      return value.text == "-" && isZero(*value.items[0]);
    case ExprKind::Call: {
      std::string callee = value.calleeName();
      return StringRef(callee).starts_with("T.") &&
             parseDType(StringRef(callee).drop_front(2)) &&
             value.args().size() == 1 && isZero(*value.args()[0]);
    }
    default:
      return false;
    }
  };
  for (size_t i = 0; i + 1 < map.items.size(); i += 2) {
    const Expr &buffer = *map.items[i];
    const Expr &base =
        buffer.kind == ExprKind::Attribute && buffer.text == "data"
            ? *buffer.items[0]
            : buffer;
    std::optional<std::string> name = bufferNameOf(base);
    if (!name)
      return error(buffer.loc, "expected a buffer as a key of '" + key + "'");
    const Expr &value = *map.items[i + 1];
    if (!isZero(value))
      return error(value.loc,
                   call + " gives the out-of-bounds reads of '" + *name +
                       "' a value other than 0, which is not supported yet: "
                       "tirpto pads regions past a tensor's edge with 0 "
                       "(TileLang's default) or a copy's pad_value (write "
                       "T.copy(..., pad_value=v))");
  }
  remark(map.loc, call + " accepted: its values are 0, what tirpto pads "
                         "regions past a tensor's edge with anyway");
  return success();
}

LogicalResult Importer::emitBlockAttributes(const Expr &call) {
  if (call.args().size() != 1 || call.args()[0]->kind != ExprKind::Dict)
    return error(call.loc, "expected a dict of block attributes");
  const Expr &dict = *call.args()[0];
  for (size_t i = 0; i + 1 < dict.items.size(); i += 2) {
    std::optional<std::string> key = evalString(*dict.items[i]);
    if (!key)
      return error(dict.items[i]->loc, "expected a string key");
    if (*key == "tilelang.is_npu_kernel_frame")
      continue;
    if (*key == "reducer_info_v2") {
      if (failed(recordReducerOps(*dict.items[i + 1])))
        return failure();
      continue;
    }
    if (*key == "safe_value_map" || *key == "padding_map") {
      if (failed(checkOutOfBoundsValues(*key, *dict.items[i + 1])))
        return failure();
      continue;
    }
    if (!kernel || !tir::lookupKernelAnnotation(*key)) {
      remark(dict.items[i]->loc,
             "block attribute '" + *key +
                 "' ignored: it steers TileLang's own lowering");
      continue;
    }
    FailureOr<Attribute> value = emitAttribute(*dict.items[i + 1]);
    if (failed(value))
      return failure();
    kernel->setAttr(*key, *value);
  }
  return success();
}

/// `reducer_info_v2`: `{acc: {"op": "sum"}}` for each v2 reducer
/// (T.alloc_reducer without replication), the op its updates combine with.
LogicalResult Importer::recordReducerOps(const Expr &map) {
  if (map.kind != ExprKind::Dict)
    return error(map.loc, "expected 'reducer_info_v2' to map reducers to "
                          "{\"op\": ...}");
  for (size_t i = 0; i + 1 < map.items.size(); i += 2) {
    const Expr &key = *map.items[i];
    const Expr &base = key.kind == ExprKind::Attribute && key.text == "data"
                           ? *key.items[0]
                           : key;
    std::optional<std::string> name = bufferNameOf(base);
    const Binding *binding = lookup(base.text);
    bool reducer = binding && binding->kind == Binding::Handle &&
                   binding->handle >= 0 &&
                   handles[binding->handle].scope == "local.reducer";
    if (binding && binding->kind == Binding::Buffer)
      if (auto type = dyn_cast<MemRefType>(binding->value.getType()))
        if (auto scope =
                dyn_cast_or_null<tir::ScopeAttr>(type.getMemorySpace()))
          reducer = scope.getScope() == "local.reducer";
    if (!name || !reducer)
      return error(key.loc, "expected a local.reducer buffer as a key of "
                            "'reducer_info_v2'");
    const Expr &info = *map.items[i + 1];
    std::optional<std::string> op;
    if (info.kind == ExprKind::Dict)
      for (size_t j = 0; j + 1 < info.items.size(); j += 2)
        if (evalString(*info.items[j]) == "op")
          op = evalString(*info.items[j + 1]);
    if (!op || !llvm::is_contained(
                   {"sum", "max", "min", "bitand", "bitor", "bitxor"}, *op))
      return error(info.loc, "expected {\"op\": \"sum\" | \"max\" | "
                             "\"min\" | \"bitand\" | \"bitor\" | "
                             "\"bitxor\"} for reducer '" +
                                 *name + "'");
    reducerOps[*name] = *op;
  }
  return success();
}
