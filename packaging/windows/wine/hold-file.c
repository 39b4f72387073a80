/* A test fixture for Wine, never shipped: opens the file named by its argument the way Excel
 * holds an open workbook (no sharing: others can neither read nor write it), prints "held",
 * and keeps it so until its standard input closes. tests/cli/cli.rs uses it (through
 * DIRECTORY_DESK_TEST_HOLD_FILE) to show what directory-desk.exe says about a locked file.
 * Built by packaging/windows/ci-check.sh: x86_64-w64-mingw32-gcc -municode. */
#include <windows.h>
#include <stdio.h>

int wmain(int argc, wchar_t **argv) {
    if (argc != 2) {
        fputs("usage: hold-file.exe PATH\n", stderr);
        return 2;
    }
    HANDLE file = CreateFileW(argv[1], GENERIC_READ | GENERIC_WRITE, 0, NULL, OPEN_EXISTING,
                              FILE_ATTRIBUTE_NORMAL, NULL);
    if (file == INVALID_HANDLE_VALUE) {
        fprintf(stderr, "hold-file: cannot open the file (error %lu)\n", GetLastError());
        return 1;
    }
    puts("held");
    fflush(stdout);
    char buffer[64];
    while (fread(buffer, 1, sizeof buffer, stdin) > 0) {
    }
    CloseHandle(file);
    return 0;
}
