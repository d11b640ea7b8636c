//===- VectorKindsGen.cpp - the ascend Vector kind tables -----------------===//
//
// Generators over AscendVectorKinds.td: for each case of an ascend Vector
// kind enum, the PTO instruction each form lowers to. From that one table:
//   -gen-ascend-vector-kind-decls   element sets per kind and form (ascend IR)
//   -gen-ascend-to-pto-vector-kinds PTO builders per kind and form
//   -gen-ascend-vector-kind-doc     the Markdown page of the table
// A form's element types are the `elements` record (PTOElementSets.td) of
// its PTO op; it needs a scratch tile when the op has a required `tmp`.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Support/ElementSets.h"

#include "mlir/TableGen/GenInfo.h"
#include "mlir/TableGen/Operator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"

#include <optional>

using namespace llvm;

namespace {

/// A family of kinds: the info records of class `infoClass` describe the
/// cases of the enum `enumDef` (C++ name `cppEnum`); each record has one
/// PTO op per form in `forms`.
struct Family {
  StringRef infoClass;
  StringRef enumDef;
  StringRef cppEnum;
  SmallVector<StringRef> forms;
  SmallVector<StringRef> formDocs;
};

const Family &vbinary() {
  static const Family family{"Ascend_VBinaryKindInfo",
                             "Ascend_VBinaryKind",
                             "VBinaryKind",
                             {"tile", "scalar", "rowExpand", "colExpand"},
                             {"tile, tile", "tile, scalar",
                              "tile, per-row vector",
                              "tile, per-column vector"}};
  return family;
}
const Family &vunary() {
  static const Family family{"Ascend_VUnaryKindInfo",
                             "Ascend_VUnaryKind",
                             "VUnaryKind",
                             {"tile"},
                             {"tile"}};
  return family;
}

/// One PTO op of a form.
struct FormOp {
  std::string cppClass; // ::mlir::pto::TAddOp
  std::string mnemonic; // tadd
  std::string elements; // ::mlir::tirpto::ArchElementSets{...}
  std::string elementDoc;
  bool needsScratch = false;
  /// Whether dst may be one of the sources, on a3 and on a5.
  bool inPlaceA3 = true, inPlaceA5 = true;
  /// ODS operands, as builder arguments: in0/in1 for the sources in order,
  /// tmp, dst.
  SmallVector<std::string> args;
};

struct Case {
  std::string symbol; // Add
  std::string str;    // add
  SmallVector<std::optional<FormOp>> forms;
};

std::string upperFirst(StringRef s) {
  std::string text = s.str();
  if (!text.empty())
    text[0] = toUpper(text[0]);
  return text;
}

FormOp describeOp(const Record *def, const Record *info) {
  mlir::tblgen::Operator op(def);
  FormOp form;
  form.cppClass = op.getQualCppClassName();
  form.mnemonic = op.getOperationName();
  const RecordVal *elements = def->getValue("elements");
  if (!elements)
    PrintFatalError(info->getLoc(),
                    "PTO op " + def->getName() +
                        " names no `elements` record (PTOElementSets.td)");
  const Record *set = def->getValueAsDef("elements");
  form.elements = set->getValueAsString("cpp").str();
  form.elementDoc = set->getValueAsString("doc").str();
  // A scalar source of one kind only (tands: integers; tmaxs: floats) keeps
  // the tile elements of that kind: the ascend ops give the scalar the
  // tiles' element type.
  std::optional<bool> scalarIsFloat;
  for (int i = 0, e = op.getNumOperands(); i < e; ++i) {
    StringRef constraint = op.getOperand(i).constraint.getDefName();
    if (constraint == "AnySignlessInteger")
      scalarIsFloat = false;
    else if (constraint == "PTO_FloatScalar" || constraint == "AnyFloat")
      scalarIsFloat = true;
  }
  if (scalarIsFloat) {
    StringRef kindMask = *scalarIsFloat ? "::mlir::tirpto::element::Floats"
                                        : "::mlir::tirpto::element::Integers";
    form.elements = ("::mlir::tirpto::restrictElements(" + form.elements +
                     ", " + kindMask + ")")
                        .str();
    auto only = [&](StringRef list) {
      std::vector<std::string> kept;
      for (const Init *name : *set->getValueAsListInit(list)) {
        std::string spelled =
            StringRef(cast<StringInit>(name)->getValue()).lower();
        if ((spelled[0] == 'i') != *scalarIsFloat)
          kept.push_back(spelled);
      }
      return llvm::join(kept, ", ");
    };
    form.elementDoc = "Element types: " + only("onA3") + " on a3; " +
                      only("onA5") + " on a5.";
  }
  if (op.getTrait("::mlir::pto::OpTrait::NotInPlace"))
    form.inPlaceA3 = form.inPlaceA5 = false;
  if (op.getTrait("::mlir::pto::OpTrait::NotInPlaceOnA3"))
    form.inPlaceA3 = false;
  unsigned inputs = 0;
  for (int i = 0, e = op.getNumOperands(); i < e; ++i) {
    const mlir::tblgen::NamedTypeConstraint &operand = op.getOperand(i);
    if (operand.isVariadic() && !operand.isOptional())
      PrintFatalError(info->getLoc(),
                      "PTO op " + def->getName() + " has a variadic operand");
    if (operand.name == "dst") {
      form.args.push_back("dst");
    } else if (operand.name == "tmp") {
      form.args.push_back("tmp");
      form.needsScratch = !operand.isOptional();
    } else {
      if (inputs == 2)
        PrintFatalError(info->getLoc(), "PTO op " + def->getName() +
                                            " has more than two sources");
      form.args.push_back("in" + std::to_string(inputs++));
    }
  }
  return form;
}

/// The cases of `family`, in enum order, each with its forms; a fatal
/// error for a case without a record or a record without a case.
std::vector<Case> collect(const RecordKeeper &records, const Family &family) {
  const Record *enumDef = records.getDef(family.enumDef);
  if (!enumDef)
    PrintFatalError("no enum " + family.enumDef);
  StringMap<const Record *> infos;
  for (const Record *info : records.getAllDerivedDefinitions(family.infoClass))
    if (!infos.try_emplace(info->getValueAsString("kindCase"), info).second)
      PrintFatalError(info->getLoc(),
                      "two records for " + family.cppEnum +
                          "::" + info->getValueAsString("kindCase"));
  std::vector<Case> cases;
  for (const Record *enumCase : enumDef->getValueAsListOfDefs("enumerants")) {
    Case c;
    c.symbol = enumCase->getValueAsString("symbol").str();
    c.str = enumCase->getValueAsString("str").str();
    auto it = infos.find(c.symbol);
    if (it == infos.end())
      PrintFatalError(enumDef->getLoc(), family.cppEnum + "::" + c.symbol +
                                             " has no " + family.infoClass +
                                             " record (AscendVectorKinds.td)");
    const Record *info = it->second;
    for (StringRef form : family.forms) {
      if (info->isValueUnset(form)) {
        c.forms.push_back(std::nullopt);
        continue;
      }
      c.forms.push_back(describeOp(info->getValueAsDef(form), info));
    }
    infos.erase(it);
    cases.push_back(std::move(c));
  }
  for (auto &left : infos)
    PrintFatalError(left.second->getLoc(),
                    "no case " + left.first() + " in " + family.cppEnum);
  return cases;
}

void emitDecls(const RecordKeeper &records, raw_ostream &os,
               const Family &family) {
  std::vector<Case> cases = collect(records, family);
  for (auto [index, form] : llvm::enumerate(family.forms)) {
    os << formatv("/// The element types per arch of `kind` in its {0} form "
                  "({1}), or\n/// std::nullopt when the kind has no such "
                  "form.\n",
                  form, family.formDocs[index]);
    os << formatv("inline std::optional<::mlir::tirpto::ArchElementSets>\n"
                  "get{1}FormElements({0} kind) {{\n  switch (kind) {{\n",
                  family.cppEnum, upperFirst(form));
    for (const Case &c : cases) {
      os << formatv("  case {0}::{1}:\n", family.cppEnum, c.symbol);
      if (const std::optional<FormOp> &op = c.forms[index])
        os << "    return " << op->elements << ";\n";
      else
        os << "    return std::nullopt;\n";
    }
    os << "  }\n  return std::nullopt;\n}\n\n";
    os << formatv("/// Whether the {0} form of `kind` needs a scratch tile.\n"
                  "inline bool {0}FormNeedsScratch({1} kind) {{\n"
                  "  switch (kind) {{\n",
                  form, family.cppEnum);
    for (const Case &c : cases) {
      const std::optional<FormOp> &op = c.forms[index];
      os << formatv("  case {0}::{1}:\n    return {2};\n", family.cppEnum,
                    c.symbol, op && op->needsScratch ? "true" : "false");
    }
    os << "  }\n  return false;\n}\n\n";
    os << formatv(
        "/// Whether the {0} form of `kind` may write its destination "
        "in place of a\n/// source on `arch` (PTO_NotInPlace "
        "traits); if not, the lowering computes\n/// into a "
        "scratch tile and moves it.\n"
        "inline bool {0}FormRunsInPlace({1} kind, Arch arch) {{\n"
        "  switch (kind) {{\n",
        form, family.cppEnum);
    for (const Case &c : cases) {
      const std::optional<FormOp> &op = c.forms[index];
      std::string value = !op                                ? "true"
                          : op->inPlaceA3 && op->inPlaceA5   ? "true"
                          : !op->inPlaceA3 && !op->inPlaceA5 ? "false"
                          : op->inPlaceA3 ? "arch != Arch::A5"
                                          : "arch != Arch::A3";
      os << formatv("  case {0}::{1}:\n    (void)arch;\n    return {2};\n",
                    family.cppEnum, c.symbol, value);
    }
    os << "  }\n  return true;\n}\n\n";
  }
}

/// A case of VectorOpClass: its doc and the element sets of the PTO ops its
/// ops lower to.
struct OpClass {
  std::string symbol;
  std::string summary;
  SmallVector<const Record *> ops;
  std::string elements; // a C++ expression of type ArchElementSets
};

std::vector<OpClass> collectOpClasses(const RecordKeeper &records) {
  std::vector<OpClass> classes;
  StringSet<> seen;
  for (const Record *info :
       records.getAllDerivedDefinitions("Ascend_VectorOpClassInfo")) {
    OpClass c;
    c.symbol = info->getValueAsString("classCase").str();
    if (!seen.insert(c.symbol).second)
      PrintFatalError(info->getLoc(),
                      "two records for VectorOpClass::" + c.symbol);
    c.summary = info->getValueAsString("summary").str();
    for (const Record *def : info->getValueAsListOfDefs("lowersTo")) {
      c.ops.push_back(def);
      if (!def->getValue("elements"))
        PrintFatalError(info->getLoc(),
                        "PTO op " + def->getName() +
                            " names no `elements` record (PTOElementSets.td)");
      std::string own =
          def->getValueAsDef("elements")->getValueAsString("cpp").str();
      c.elements = c.elements.empty()
                       ? own
                       : "::mlir::tirpto::intersectElements(\n        " +
                             c.elements + ",\n        " + own + ")";
    }
    if (c.ops.empty())
      c.elements = "::mlir::tirpto::ArchElementSets{"
                   "::mlir::tirpto::element::All, "
                   "::mlir::tirpto::element::All}";
    classes.push_back(std::move(c));
  }
  return classes;
}

void emitOpClassDecls(const RecordKeeper &records, raw_ostream &os) {
  std::vector<OpClass> classes = collectOpClasses(records);
  os << "/// The ascend Vector ops that are not kinds of the tables above, by "
        "the\n/// element types they take.\nenum class VectorOpClass {\n";
  for (const OpClass &c : classes)
    os << "  /// " << c.summary << ".\n  " << c.symbol << ",\n";
  os << "};\n\n/// The element types per arch of `cls`: those every PTO "
        "instruction it\n/// lowers to takes.\ninline "
        "::mlir::tirpto::ArchElementSets getVectorElements(VectorOpClass "
        "cls) {\n  switch (cls) {\n";
  for (const OpClass &c : classes)
    os << formatv("  case VectorOpClass::{0}:\n    return {1};\n", c.symbol,
                  c.elements);
  os << "  }\n  return {0, 0};\n}\n\n";
}

void emitBuilders(const RecordKeeper &records, raw_ostream &os,
                  const Family &family) {
  std::vector<Case> cases = collect(records, family);
  for (auto [index, form] : llvm::enumerate(family.forms)) {
    os << formatv(
        "/// Builds the PTO instruction of `kind` in its {0} form ({1}): "
        "`in0`\n/// and `in1` are its sources in order, `tmp` a scratch "
        "tile where it needs\n/// one (ignored otherwise). Returns nullptr "
        "when the kind has no such form.\n",
        form, family.formDocs[index]);
    os << formatv("[[maybe_unused]] static ::mlir::Operation *\n"
                  "build{1}Form(::mlir::OpBuilder &builder, ::mlir::Location "
                  "loc,\n    ::mlir::ascend::{0} kind, ::mlir::Value in0, "
                  "::mlir::Value in1,\n    ::mlir::Value tmp, ::mlir::Value "
                  "dst) {{\n  (void)in1;\n  (void)tmp;\n  switch (kind) {{\n",
                  family.cppEnum, upperFirst(form));
    for (const Case &c : cases) {
      os << formatv("  case ::mlir::ascend::{0}::{1}:\n", family.cppEnum,
                    c.symbol);
      const std::optional<FormOp> &op = c.forms[index];
      if (!op) {
        os << "    return nullptr;\n";
        continue;
      }
      os << formatv("    return builder.create<{0}>(loc, {1});\n", op->cppClass,
                    llvm::join(op->args, ", "));
    }
    os << "  }\n  return nullptr;\n}\n\n";
  }
}

void emitDoc(const RecordKeeper &records, raw_ostream &os,
             const Family &family) {
  std::vector<Case> cases = collect(records, family);
  os << "## `" << family.cppEnum << "`\n\n| kind |";
  for (StringRef doc : family.formDocs)
    os << " " << doc << " |";
  os << "\n|---|";
  for (size_t i = 0; i < family.forms.size(); ++i)
    os << "---|";
  os << "\n";
  for (const Case &c : cases) {
    os << "| `" << c.str << "` |";
    for (const std::optional<FormOp> &op : c.forms) {
      if (!op) {
        os << " — |";
        continue;
      }
      StringRef doc = op->elementDoc;
      doc.consume_front("Element types: ");
      os << " `" << op->mnemonic << "`"
         << (op->needsScratch ? " (with a scratch tile)" : "") << ": " << doc
         << " |";
    }
    os << "\n";
  }
  os << "\n";
}

void emitOpClassDoc(const RecordKeeper &records, raw_ostream &os) {
  os << "## Other Vector ops\n\nEach takes the element types that every "
        "PTO instruction it lowers to\ntakes.\n\n| ops | PTO instructions "
        "| a3 | a5 |\n|---|---|---|---|\n";
  for (const OpClass &c : collectOpClasses(records)) {
    SmallVector<std::string> names;
    std::optional<mlir::tirpto::ArchElementSets> sets;
    auto maskOf = [](const Record *set, StringRef list) {
      namespace element = mlir::tirpto::element;
      static const StringMap<mlir::tirpto::ElementSet> bits = {
          {"I8", element::I8},     {"I16", element::I16},
          {"I32", element::I32},   {"F16", element::F16},
          {"BF16", element::BF16}, {"F32", element::F32}};
      mlir::tirpto::ElementSet mask = 0;
      for (const Init *name : *set->getValueAsListInit(list))
        mask |= bits.lookup(cast<StringInit>(name)->getValue());
      return mask;
    };
    for (const Record *def : c.ops) {
      names.push_back("`" + mlir::tblgen::Operator(def).getOperationName() +
                      "`");
      const Record *set = def->getValueAsDef("elements");
      mlir::tirpto::ArchElementSets own{maskOf(set, "onA3"),
                                        maskOf(set, "onA5")};
      sets = sets ? mlir::tirpto::intersectElements(*sets, own) : own;
    }
    auto spell = [&](bool a5) -> std::string {
      return sets ? mlir::tirpto::describeElementSet(sets->on(a5)) : "all";
    };
    os << "| " << c.summary << " | "
       << (names.empty() ? std::string("—") : llvm::join(names, ", ")) << " | "
       << spell(false) << " | " << spell(true) << " |\n";
  }
  os << "\n";
}

mlir::GenRegistration
    genDecls("gen-ascend-vector-kind-decls",
             "Generate the element sets of the ascend Vector kinds",
             [](const RecordKeeper &records, raw_ostream &os) {
               emitSourceFileHeader("ascend Vector kinds: element sets", os);
               emitDecls(records, os, vbinary());
               emitDecls(records, os, vunary());
               emitOpClassDecls(records, os);
               return false;
             });

mlir::GenRegistration
    genBuilders("gen-ascend-to-pto-vector-kinds",
                "Generate the PTO builders of the ascend Vector kinds",
                [](const RecordKeeper &records, raw_ostream &os) {
                  emitSourceFileHeader("ascend Vector kinds: PTO builders", os);
                  emitBuilders(records, os, vbinary());
                  emitBuilders(records, os, vunary());
                  return false;
                });

mlir::GenRegistration genDoc(
    "gen-ascend-vector-kind-doc",
    "Generate the Markdown table of the ascend Vector kinds",
    [](const RecordKeeper &records, raw_ostream &os) {
      os << "<!-- Generated by tirpto-tblgen from AscendVectorKinds.td. -->\n"
            "# ascend Vector kinds\n\n"
            "The PTO instruction each kind of the ascend Vector ops lowers "
            "to, per form,\nwith the element types ptoas accepts for it "
            "(PTOElementSets.td); the ascend\nverifiers accept exactly "
            "these. A broadcast of an M x 1 (1 x N) tile by its\nper-row "
            "(per-column) vector is an operation of two tiles of one shape "
            "and\ntakes the tile-tile instruction and its types. The "
            "T.Parallel lowering\nreaches more by rewriting: a bf16 "
            "operation without a bf16 form is computed in\nf32 between "
            "casts, an operation with a scalar whose scalar form lacks the\n"
            "type fills a tile with the scalar and uses the tile-tile form, "
            "and a kind\nwithout a broadcast form broadcasts the vector "
            "into a tile first.\n\n";
      emitDoc(records, os, vbinary());
      emitDoc(records, os, vunary());
      emitOpClassDoc(records, os);
      return false;
    });

} // namespace
