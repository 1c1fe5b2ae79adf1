package memory

import "strings"

// A query's nearest memories always exist, however unrelated the query is; so a memory ranks by
// its vector alone (sharing no word with the query) only when its embedding's cosine similarity
// to the query's reaches a floor. Each model spreads its cosines differently, so the default
// floor depends on the model (docs/search.md has the published figures it was chosen from, and
// how to tune RECALL_EMBED_MIN_SIMILARITY):
//
//   - text-embedding-3-small/-large and all-MiniLM put unrelated texts near 0 (about -0.1 to
//     0.2) and related ones from about 0.35 up;
//   - nomic-embed-text (without task prefixes, as recall sends text) puts unrelated sentences
//     near 0.45-0.50 and related ones from about 0.55 up;
//   - text-embedding-ada-002 puts nearly everything above 0.7, related texts above about 0.8.
//
// Each floor sits below the related texts' range, so it hides no match a person would call
// related, at the cost of letting the top of the unrelated range through: lexical ranking
// still finds what shares a word, and a floor too low only adds noise where one too high would
// lose memories.
var similarityFloors = []struct {
	model string // a substring of the model's name
	floor float64
}{
	{"nomic-embed-text", 0.5},
	{"text-embedding-ada-002", 0.75},
}

// DefaultMinSimilarity is the vector-only floor for a model when RECALL_EMBED_MIN_SIMILARITY is
// unset: the floor of its family (similarityFloors), else defaultSimilarityFloor.
func DefaultMinSimilarity(model string) float64 {
	m := strings.ToLower(model)
	for _, f := range similarityFloors {
		if strings.Contains(m, f.model) {
			return f.floor
		}
	}
	return defaultSimilarityFloor
}

// defaultSimilarityFloor is the floor of models not listed: the text-embedding-3 and MiniLM
// scale, the one most models trained contrastively share.
const defaultSimilarityFloor = 0.3
