package memory

import (
	"bufio"
	"encoding/json"
	"io"
	"slices"
	"strings"

	"github.com/recall-mcp/recall/internal/store"
)

// Import formats `recall admin import` reads.
const (
	FormatRecall    = "recall"     // a `recall admin export` file
	FormatMCPMemory = "mcp-memory" // the official MCP memory server's memory.jsonl
)

// DetectImportFormat names the format of a JSON-lines file from its first non-blank line: an
// entity or relation line is the MCP memory graph, a memory with an id and a scope (or a line of
// an export's kinds) is a recall export. Anything else is a CodeInvalid error that says what was found, so a wrong file is
// refused before anything is written.
func DetectImportFormat(r io.Reader) (string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var probe struct {
			Kind       string `json:"kind"`
			Type       string `json:"type"`
			ID         string `json:"id"`
			Scope      string `json:"scope"`
			RecallHint string `json:"recallHint"`
		}
		if err := json.Unmarshal([]byte(line), &probe); err != nil {
			return "", errorf(CodeInvalid, "line %d is not a JSON object: this is neither a recall export nor an MCP memory graph (both are JSON lines)", n)
		}
		switch {
		case probe.Type == "entity" || probe.Type == "relation":
			return FormatMCPMemory, nil
		case probe.ID != "" && probe.Scope != "" && probe.RecallHint != "", slices.Contains(store.Kinds, probe.Kind):
			return FormatRecall, nil
		}
		return "", errorf(CodeInvalid, "line %d is neither a recall memory (id, scope, recallHint) nor an MCP memory graph line (type entity or relation)", n)
	}
	if err := sc.Err(); err != nil {
		return "", errorf(CodeInvalid, "reading the file: %v", err)
	}
	return "", errorf(CodeInvalid, "the file is empty: nothing to import")
}
