package httpguard

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
)

// capBody bounds every request body, whatever the route. A body declared larger than limit is
// refused (413) before a byte of it is read. Multipart bodies are refused (415): no route takes
// one, and parsing one would spill its file parts to temporary files. A form is read here, within
// the cap, since its handler parses it whole anyway: one too large is a 413 instead of a form
// whose values silently went missing. Any other body is read by its handler through
// http.MaxBytesReader, which fails past the cap (*http.MaxBytesError; ReadFailed answers it).
// Every body is read at the minimum rate and within its address's budget (uploads.go).
func capBody(limit int64, up *uploads, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		if r.ContentLength > limit {
			TooLarge(w, limit)
			return
		}
		mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if strings.HasPrefix(mt, "multipart/") {
			Refuse(w, http.StatusUnsupportedMediaType, "multipart bodies are not accepted: send forms as application/x-www-form-urlencoded and MCP as application/json")
			return
		}
		body, release := up.arriving(w, r)
		defer release()
		r.Body = http.MaxBytesReader(w, body, limit)
		if mt == "application/x-www-form-urlencoded" {
			b, err := io.ReadAll(r.Body)
			if err != nil {
				ReadFailed(w, err)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(b))
		}
		next.ServeHTTP(w, r)
	})
}

// TooLarge answers a body over the cap: 413, and the connection is closed (the rest of the body
// is never read).
func TooLarge(w http.ResponseWriter, limit int64) {
	Refuse(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body too large: at most %d bytes (RECALL_MAX_BODY_BYTES)", limit))
}
