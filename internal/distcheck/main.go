// Command distcheck checks the release binaries `make dist` wrote: each recall_<os>_<arch>[.exe]
// is an executable of that operating system and architecture (read with Go's debug/elf,
// debug/macho and debug/pe, so no `file` is needed), and the linux ones are static (no
// interpreter). scripts/dist-check.sh runs it after the checksums are verified.
package main

import (
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

var name = regexp.MustCompile(`^recall_(linux|darwin|windows)_(amd64|arm64)(\.exe)?$`)

func main() {
	dir := "dist"
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	files, err := filepath.Glob(filepath.Join(dir, "recall_*"))
	if err != nil || len(files) == 0 {
		fmt.Fprintf(os.Stderr, "distcheck: no recall_* binaries in %s\n", dir)
		os.Exit(1)
	}
	bad := 0
	for _, f := range files {
		m := name.FindStringSubmatch(filepath.Base(f))
		if m == nil {
			fmt.Fprintf(os.Stderr, "%s: not named recall_<os>_<arch>[.exe]\n", f)
			bad++
			continue
		}
		if (m[1] == "windows") != (m[3] == ".exe") {
			fmt.Fprintf(os.Stderr, "%s: only the windows binary ends in .exe\n", f)
			bad++
			continue
		}
		if err := check(f, m[1], m[2]); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", f, err)
			bad++
			continue
		}
		fmt.Printf("%s: %s/%s executable ok\n", f, m[1], m[2])
	}
	if bad > 0 {
		os.Exit(1)
	}
}

func check(path, goos, goarch string) error {
	switch goos {
	case "linux":
		f, err := elf.Open(path)
		if err != nil {
			return fmt.Errorf("not an ELF file: %w", err)
		}
		defer f.Close()
		want := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[goarch]
		if f.Machine != want || f.Type != elf.ET_EXEC {
			return fmt.Errorf("ELF %s %s, want an executable for %s", f.Type, f.Machine, want)
		}
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP {
				return errors.New("dynamically linked (has an interpreter): build with CGO_ENABLED=0")
			}
		}
	case "darwin":
		f, err := macho.Open(path)
		if err != nil {
			return fmt.Errorf("not a Mach-O file: %w", err)
		}
		defer f.Close()
		want := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[goarch]
		if f.Cpu != want || f.Type != macho.TypeExec {
			return fmt.Errorf("Mach-O %v type %v, want an executable for %v", f.Cpu, f.Type, want)
		}
	case "windows":
		f, err := pe.Open(path)
		if err != nil {
			return fmt.Errorf("not a PE file: %w", err)
		}
		defer f.Close()
		want := map[string]uint16{"amd64": pe.IMAGE_FILE_MACHINE_AMD64, "arm64": pe.IMAGE_FILE_MACHINE_ARM64}[goarch]
		if f.Machine != want || f.Characteristics&pe.IMAGE_FILE_EXECUTABLE_IMAGE == 0 {
			return fmt.Errorf("PE machine %#x, want an executable for %#x", f.Machine, want)
		}
	}
	return nil
}
