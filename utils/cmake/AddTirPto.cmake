# CMake helpers for tirpto, modelled on CIRCT's AddCIRCT.cmake.
#
# Libraries are built with add_mlir_library(... DISABLE_INSTALL) so that they do
# not land in MLIR's own export set, and are installed into tirpto's export set
# TirPtoTargets instead (see utils/cmake/CMakeLists.txt), so an outside project
# can `find_package(TirPto)` and link e.g. `TirPtoAscendToPTO`.

include_guard()

# add_tirpto_library(name <add_mlir_library args>)
function(add_tirpto_library name)
  add_mlir_library(${ARGV} DISABLE_INSTALL)
  set_property(GLOBAL APPEND PROPERTY TIRPTO_ALL_LIBS ${name})
  add_dependencies(${name} tirpto-headers)
  # The object library compiles the sources: it needs the generated headers
  # too (AscendTarget.h includes the Vector kind table).
  if(TARGET obj.${name})
    add_dependencies(obj.${name} tirpto-headers)
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${TIRPTO_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${TIRPTO_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  install(TARGETS ${name}
    EXPORT TirPtoTargets
    LIBRARY DESTINATION lib
    ARCHIVE DESTINATION lib
    RUNTIME DESTINATION bin)
endfunction()

# add_tirpto_dialect(Name mnemonic): the ops/types/attrs .inc files of one
# dialect from <Name>.td (the umbrella), like add_mlir_dialect.
function(add_tirpto_dialect dialect dialect_namespace)
  set(LLVM_TARGET_DEFINITIONS ${dialect}.td)
  mlir_tablegen(${dialect}Ops.h.inc -gen-op-decls)
  mlir_tablegen(${dialect}Ops.cpp.inc -gen-op-defs)
  mlir_tablegen(${dialect}Types.h.inc -gen-typedef-decls -typedefs-dialect=${dialect_namespace})
  mlir_tablegen(${dialect}Types.cpp.inc -gen-typedef-defs -typedefs-dialect=${dialect_namespace})
  mlir_tablegen(${dialect}Attrs.h.inc -gen-attrdef-decls -attrdefs-dialect=${dialect_namespace})
  mlir_tablegen(${dialect}Attrs.cpp.inc -gen-attrdef-defs -attrdefs-dialect=${dialect_namespace})
  mlir_tablegen(${dialect}Enums.h.inc -gen-enum-decls)
  mlir_tablegen(${dialect}Enums.cpp.inc -gen-enum-defs)
  mlir_tablegen(${dialect}Dialect.h.inc -gen-dialect-decls -dialect=${dialect_namespace})
  mlir_tablegen(${dialect}Dialect.cpp.inc -gen-dialect-defs -dialect=${dialect_namespace})
  # Op interfaces are generated only for the file that defines them.
  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${dialect}Interfaces.td)
    set(LLVM_TARGET_DEFINITIONS ${dialect}Interfaces.td)
    mlir_tablegen(${dialect}Interfaces.h.inc -gen-op-interface-decls)
    mlir_tablegen(${dialect}Interfaces.cpp.inc -gen-op-interface-defs)
  endif()
  add_public_tablegen_target(TirPto${dialect}IncGen)
  add_dependencies(tirpto-headers TirPto${dialect}IncGen)
endfunction()

# add_tirpto_doc(td_file output_name command [args] [TIRPTO_TBLGEN]): generated
# Markdown reference, written to <build>/docs/<output_name>.md by the
# `tirpto-doc` target. mlir-tblgen runs `command` (-gen-dialect-doc,
# -gen-pass-doc, ...); with TIRPTO_TBLGEN, tirpto-tblgen runs it (tirpto's
# own generators, tools/tirpto-tblgen). check-tirpto builds the docs, so a
# generator that fails fails the tests.
function(add_tirpto_doc td_file output_name command)
  cmake_parse_arguments(ARG "TIRPTO_TBLGEN" "" "" ${ARGN})
  set(LLVM_TARGET_DEFINITIONS ${td_file}.td)
  if(ARG_TIRPTO_TBLGEN)
    tablegen(TIRPTO ${output_name}.md ${command} ${ARG_UNPARSED_ARGUMENTS})
  else()
    tablegen(MLIR ${output_name}.md ${command} ${ARG_UNPARSED_ARGUMENTS})
  endif()
  set(GEN_DOC_FILE ${TIRPTO_BINARY_DIR}/docs/${output_name}.md)
  add_custom_command(
    OUTPUT ${GEN_DOC_FILE}
    COMMAND ${CMAKE_COMMAND} -E copy
            ${CMAKE_CURRENT_BINARY_DIR}/${output_name}.md ${GEN_DOC_FILE}
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/${output_name}.md)
  add_custom_target(${output_name}DocGen DEPENDS ${GEN_DOC_FILE})
  add_dependencies(tirpto-doc ${output_name}DocGen)
endfunction()

# tirpto_tablegen(ofn args...): like mlir_tablegen, but run by tirpto-tblgen
# (tools/tirpto-tblgen), which has tirpto's own table generators.
function(tirpto_tablegen ofn)
  tablegen(TIRPTO ${ARGV})
  set(TABLEGEN_OUTPUT ${TABLEGEN_OUTPUT} ${CMAKE_CURRENT_BINARY_DIR}/${ofn}
      PARENT_SCOPE)
endfunction()
