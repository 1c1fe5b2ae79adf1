package repocheck

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The README is a newcomer's path: short, and every link in it and in docs/ leads somewhere.
const readmeMaxWords = 3000

// mdLink matches a Markdown link's target: [text](target).
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

func TestReadmeIsShortAndDocLinksResolve(t *testing.T) {
	top := filepath.Join("..", "..")
	readme, err := os.ReadFile(filepath.Join(top, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(strings.Fields(string(readme))); n > readmeMaxWords {
		t.Errorf("README.md has %d words; keep it under %d and move detail into docs/", n, readmeMaxWords)
	}
	pages, _ := filepath.Glob(filepath.Join(top, "docs", "*.md"))
	for _, page := range append(pages, filepath.Join(top, "README.md")) {
		body, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(body), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := filepath.Join(filepath.Dir(page), file)
			content, err := os.ReadFile(path)
			if err != nil {
				if _, serr := os.Stat(path); serr != nil {
					t.Errorf("%s links to %s, which does not exist", rel(top, page), target)
				}
				continue
			}
			if anchor != "" && strings.HasSuffix(file, ".md") && !hasAnchor(string(content), anchor) {
				t.Errorf("%s links to %s, but %s has no heading #%s", rel(top, page), target, file, anchor)
			}
		}
	}
}

// hasAnchor reports whether a Markdown page has a heading whose GitHub anchor is anchor.
func hasAnchor(page, anchor string) bool {
	for _, line := range strings.Split(page, "\n") {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		h := strings.ToLower(strings.TrimSpace(strings.TrimLeft(line, "#")))
		var b strings.Builder
		for _, r := range h {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
				b.WriteRune(r)
			}
		}
		if b.String() == anchor {
			return true
		}
	}
	return false
}

func rel(top, path string) string {
	r, err := filepath.Rel(top, path)
	if err != nil {
		return path
	}
	return r
}
