package tools

import "github.com/recall-mcp/recall/memory"

// frame renders memories as a data block agents must not follow as instructions; the framing
// lives in memory (memory.Frame) so the console's always-inject preview shows the same block.
func frame(title string, mems []memory.Memory, scores []float64, footer string) string {
	return memory.Frame(title, mems, scores, footer)
}
