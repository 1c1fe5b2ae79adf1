package httpguard

import (
	"bytes"
	"errors"
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
// http.MaxBytesReader, which fails past the cap (*http.MaxBytesError; TooLarge answers it).
//
// The read deadline is the http.Server's ReadTimeout, which covers headers and body of every
// request; only the notification streams lift it, once their body is read.
func capBody(limit int64, next http.Handler) http.Handler {
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
			w.Header().Set("Connection", "close")
			http.Error(w, "multipart bodies are not accepted: send forms as application/x-www-form-urlencoded and MCP as application/json", http.StatusUnsupportedMediaType)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		if mt == "application/x-www-form-urlencoded" {
			b, err := io.ReadAll(r.Body)
			if err != nil {
				if tooBig := (*http.MaxBytesError)(nil); errors.As(err, &tooBig) {
					TooLarge(w, limit)
					return
				}
				http.Error(w, "could not read the request body", http.StatusBadRequest)
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
	w.Header().Set("Connection", "close")
	http.Error(w, fmt.Sprintf("request body too large: at most %d bytes (RECALL_MAX_BODY_BYTES)", limit), http.StatusRequestEntityTooLarge)
}
