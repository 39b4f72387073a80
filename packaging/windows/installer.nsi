; The Directory Desk installer for Windows: an NSIS script that cargo-packager fills in (it is
; the `template` in [package.metadata.packager.nsis], Cargo.toml) and makensis compiles: on
; Windows by the hosted CI, and on Linux by packaging/windows/ci-check.sh with Debian's nsis,
; which then installs it under Wine. It is our own rather than cargo-packager's built-in one,
; which calls two NSIS plugins that cargo-packager downloads from GitHub at build time.
;
; What it does (docs/packaging.md, "Windows: NSIS installer"): installs for the current user
; with no administrator prompt into %LOCALAPPDATA%\Directory Desk\, adds a Start-menu
; shortcut, a desktop shortcut if the user ticks the box on the last page, and an uninstaller
; listed in "Installed apps". `/S` installs silently; `uninstall.exe /S` removes it silently.
; It does not touch PATH. The user's data (%APPDATA%\directory-desk) and keyring entries stay
; when it is uninstalled.

Unicode true
; A 64-bit installer where the NSIS at hand has the 64-bit stubs (Debian's has them, so the
; installer runs under a 64-bit-only Wine), else the usual 32-bit one (the NSIS release that
; cargo-packager downloads on Windows has only those). Either installs the same 64-bit program.
!if /FileExists "${NSISDIR}\Stubs\lzma_solid-amd64-unicode"
  Target amd64-unicode
!endif
; LZMA makes the smallest installer; a quick check may ask for another with
; `makensis -DINSTALLER_COMPRESSOR=zlib` (packaging/windows/ci-check.sh does).
!ifdef INSTALLER_COMPRESSOR
  SetCompressor ${INSTALLER_COMPRESSOR}
!else
  SetCompressor /SOLID lzma
!endif
RequestExecutionLevel user
ManifestDPIAware true

!include MUI2.nsh
!include FileFunc.nsh

!define PRODUCTNAME "{{product_name}}"
!define MANUFACTURER "{{manufacturer}}"
!define VERSION "{{version}}"
!define MAINBINARYNAME "{{main_binary_name}}"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${PRODUCTNAME}"

Name "${PRODUCTNAME}"
OutFile "{{out_file}}"
BrandingText "{{copyright}}"
InstallDir "$LOCALAPPDATA\${PRODUCTNAME}"
; An upgrade goes where the earlier version went.
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"

VIProductVersion "{{version_with_build}}"
VIAddVersionKey "ProductName" "${PRODUCTNAME}"
VIAddVersionKey "FileDescription" "{{short_description}}"
VIAddVersionKey "LegalCopyright" "{{copyright}}"
VIAddVersionKey "CompanyName" "${MANUFACTURER}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"

!if "{{installer_icon}}" != ""
  !define MUI_ICON "{{installer_icon}}"
  !define MUI_UNICON "{{installer_icon}}"
!endif

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
; The last page offers to start the app and, unticked, a desktop shortcut.
!define MUI_FINISHPAGE_RUN "$INSTDIR\${MAINBINARYNAME}.exe"
!define MUI_FINISHPAGE_SHOWREADME
!define MUI_FINISHPAGE_SHOWREADME_TEXT "Create a desktop shortcut"
!define MUI_FINISHPAGE_SHOWREADME_NOTCHECKED
!define MUI_FINISHPAGE_SHOWREADME_FUNCTION CreateDesktopShortcut
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Function CreateDesktopShortcut
  CreateShortcut "$DESKTOP\${PRODUCTNAME}.lnk" "$INSTDIR\${MAINBINARYNAME}.exe"
FunctionEnd

Section Install
  SetOutPath $INSTDIR
  File "{{main_binary_path}}"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${PRODUCTNAME}.lnk" "$INSTDIR\${MAINBINARYNAME}.exe"

  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${PRODUCTNAME}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$\"$INSTDIR\${MAINBINARYNAME}.exe$\""
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "${MANUFACTURER}"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" "$\"$INSTDIR\uninstall.exe$\" /S"
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" $0
SectionEnd

Section Uninstall
  Delete "$INSTDIR\${MAINBINARYNAME}.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${PRODUCTNAME}.lnk"
  Delete "$DESKTOP\${PRODUCTNAME}.lnk"
  DeleteRegKey HKCU "${UNINSTKEY}"
SectionEnd
