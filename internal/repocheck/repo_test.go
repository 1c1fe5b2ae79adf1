// Package repocheck keeps build output out of the repository: `make test` fails when git tracks
// a compiled binary or an oversized file, so one cannot be committed unnoticed again.
package repocheck

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// maxTracked is the largest file the repository should hold; generated corpora and lock files
// stay well under it.
const maxTracked = 2 << 20

// binaryMagic are the first bytes of executables and objects the toolchains here produce.
var binaryMagic = map[string][]byte{
	"ELF":        {0x7f, 'E', 'L', 'F'},
	"Mach-O 64":  {0xcf, 0xfa, 0xed, 0xfe},
	"PE":         {'M', 'Z'},
	"Go archive": []byte("!<arch>\n"),
}

func TestNoBuildOutputIsTracked(t *testing.T) {
	root, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skipf("not a git checkout: %v", err)
	}
	top := strings.TrimSpace(string(root))
	out, err := exec.Command("git", "-C", top, "ls-files", "-z").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		path := filepath.Join(top, name)
		info, err := os.Lstat(path)
		if err != nil || !info.Mode().IsRegular() {
			continue // deleted in the work tree, or a link
		}
		if info.Size() > maxTracked {
			t.Errorf("%s is tracked and %d bytes: build output or data that belongs elsewhere (git rm --cached it and ignore it)", name, info.Size())
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		head := make([]byte, 8)
		n, _ := f.Read(head)
		f.Close()
		for kind, magic := range binaryMagic {
			if n >= len(magic) && bytes.Equal(head[:len(magic)], magic) {
				t.Errorf("%s is a tracked %s binary: remove it (git rm --cached) and build into bin/, which git ignores", name, kind)
			}
		}
	}
}
