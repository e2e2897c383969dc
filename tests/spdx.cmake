cmake_minimum_required(VERSION 3.25)
# Every source file names its licence in its first lines: SPDX-License-Identifier: GPL-3.0-or-later
# (the app links QCustomPlot, GPL-3.0; LICENSE holds the text). Run by CTest: cmake -DSOURCE_DIR=... -P spdx.cmake
set(missing "")
foreach(top IN ITEMS app model text io document ui tests calibration scripts .ci)
    file(GLOB_RECURSE files "${SOURCE_DIR}/${top}/*.cpp" "${SOURCE_DIR}/${top}/*.h" "${SOURCE_DIR}/${top}/*.hpp"
         "${SOURCE_DIR}/${top}/*.cu" "${SOURCE_DIR}/${top}/*.cuh" "${SOURCE_DIR}/${top}/*.sh"
         "${SOURCE_DIR}/${top}/*.cmake" "${SOURCE_DIR}/${top}/CMakeLists.txt" "${SOURCE_DIR}/${top}/run")
    list(APPEND files_all ${files})
endforeach()
list(APPEND files_all "${SOURCE_DIR}/CMakeLists.txt")
foreach(file IN LISTS files_all)
    file(STRINGS "${file}" head LIMIT_COUNT 2)
    if(NOT head MATCHES "SPDX-License-Identifier: GPL-3\\.0-or-later")
        file(RELATIVE_PATH shown "${SOURCE_DIR}" "${file}")
        list(APPEND missing "${shown}")
    endif()
endforeach()
if(missing)
    list(JOIN missing "\n  " text)
    message(FATAL_ERROR "No SPDX-License-Identifier: GPL-3.0-or-later in the first two lines of:\n  ${text}")
endif()
list(LENGTH files_all count)
message(STATUS "All ${count} source files name GPL-3.0-or-later")
