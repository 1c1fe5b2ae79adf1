package main

// heldout_ag*.go is a blind held-out part written without reading the scrubber's rules or any
// other part. Its texts come from students, academics and research computing: HPC clusters,
// Slurm scripts, JupyterHub, RStudio, MATLAB licences, conda and pip, Overleaf and Git remotes,
// Zotero, ORCID, Moodle and Canvas, lab instrument PCs, lab wikis, grant portals, and e-mails
// between supervisors and students in several languages. Every value is generated.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAG() []Sample {
	var out []Sample
	out = append(out, hagFocus()...)
	out = append(out, hagVendors()...)
	out = append(out, hagProse()...)
	out = append(out, hagConfigs()...)
	out = append(out, hagTraps()...)
	out = append(out, hagTraps2()...)
	// Some trap generators have few shapes; keep each text once.
	seen := map[string]bool{}
	var uniq []Sample
	for _, s := range out {
		if !seen[s.Text] {
			seen[s.Text] = true
			uniq = append(uniq, s)
		}
	}
	return uniq
}

// hagP picks one of its arguments.
func hagP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hagN is a random int in [lo, hi].
func hagN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hagR is n random characters of set.
func hagR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

// hagRep calls f n times.
func hagRep(n int, f func(i int) Sample) []Sample {
	var out []Sample
	for i := range n {
		out = append(out, f(i))
	}
	return out
}

// hagFill replaces {KEY} placeholders: hagFill(t, "S", secret, "U", user).
func hagFill(t string, kv ...string) string {
	var pairs []string
	for i := 0; i+1 < len(kv); i += 2 {
		pairs = append(pairs, "{"+kv[i]+"}", kv[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(t)
}

// hagS builds a sample with secrets; it panics when a secret is not in the text.
func hagS(cat, format, text string, secrets ...string) Sample {
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-ag: secret %q not in %s text %q", s, cat, text))
		}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hagT builds a trap.
func hagT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hagK adds Keep substrings that must be in the text.
func hagK(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-ag: keep %q not in %q", k, s.Text))
		}
	}
	s.Keep = append(s.Keep, keep...)
	return s
}

var hagFirst = []string{"Anna", "Jonas", "Lukas", "Marie", "Sofia", "Mateo", "Lucía", "Giulia", "Marco",
	"João", "Beatriz", "Wei", "Xiaoming", "Min-jun", "Ji-woo", "Priya", "Tom", "Emily", "Omar", "Fatima",
	"Nils", "Paula", "Chen", "Hannah", "Diego", "Chiara", "Rafael", "Seo-yeon", "Felix", "Ines"}

var hagLast = []string{"Müller", "Schmidt", "García", "Rossi", "Silva", "Zhang", "Kim", "Park", "Shah",
	"Brown", "Khan", "Becker", "Fernández", "Bianchi", "Costa", "Wang", "Lee", "Novak", "Weber", "Santos"}

func hagName() string { return hagFirst[rng.IntN(len(hagFirst))] }

func hagProf() string {
	return hagP("Prof. ", "Dr. ", "Prof. Dr. ", "") + hagLast[rng.IntN(len(hagLast))]
}

func hagUser() string {
	switch rng.IntN(6) {
	case 0:
		return "s" + hagR(digits, 7)
	case 1:
		return hagP("ab", "xy", "mk", "tu", "ga") + hagR(digits, 4)
	case 2:
		return hagP("labuser", "admin", "root", "hpcadmin", "mslab", "student01", "gast", "operator", "tutor", "confocal")
	default:
		return strings.ToLower(hagP("j", "a", "l", "m", "w", "p", "e", "o", "c", "s")) +
			hagP("mueller", "garcia", "rossi", "silva", "zhang", "kim", "park", "shah", "brown", "becker", "costa", "wang", "novak")
	}
}

func hagHost() string {
	return hagP("login1.hpc.uni-example.de", "hpc-login.example.edu", "jupyter.physics.example.ac.uk",
		"rstudio.stats.example.edu", "gitlab.lrz-example.de", "moodle.example.it", "canvas.example.edu",
		"nas-lab3.local", "cluster.ufexample.br", "hpc.example.edu.cn", "login.kisti-example.kr",
		"login02.cluster.example.es", "bwcluster.example.de", "ada.cs.example.ac.uk")
}

func hagIP() string {
	return hagP("192.168.", "10.20.", "172.16.") + fmt.Sprint(rng.IntN(250)+1) + "." + fmt.Sprint(rng.IntN(250)+2)
}

func hagDevice() string {
	return hagP("router", "NAS in room 2.14", "confocal PC", "HPLC workstation", "Zeiss microscope PC",
		"plate reader laptop", "lab wiki", "grant portal", "Moodle sandbox", "cluster web portal",
		"-80 freezer monitor", "Raspberry Pi under the bench", "printer", "qPCR machine", "spectrometer PC",
		"flow cytometer PC", "cryo-EM booking system", "Synology NAS", "lab tablet")
}

func hagCourse() string {
	return hagP("CS-4410", "MATH 221", "PHYS2B", "BIO-312", "STAT 501", "INF-110", "ECON 340", "CHEM 1A", "DS-200")
}

func hagOrg() string {
	return hagP("neurolab", "ag-schmidt", "compbio-group", "climate-lab", "hpc-course", "thesis-2024", "qbio", "astro-ml")
}

func hagRepo() string {
	return hagP("thesis", "paper-draft", "analysis", "slurm-tools", "lecture-notes", "dissertation", "pipeline", "rnaseq")
}

var hagWords = []string{"Sommer", "Tiramisu", "Neutrino", "Pipette", "Gauss", "Mitochondria", "Lisboa",
	"Kimchi", "Panda", "Espresso", "Zebrafish", "Cryostat", "Fourier", "Drache", "Sunflower", "Bach",
	"Quokka", "Bayes", "Laplace", "Ostsee", "Montanha", "Girasole", "Tortuga", "Hangang", "Lotus",
	"Seminar", "Ribosome", "Photon", "Kaffee", "Azulejo", "Brezel", "Gnocchi", "Churros", "Dumpling", "Eigen"}

func hagWord() string { return hagWords[rng.IntN(len(hagWords))] }

func hagLeet(w string) string {
	return strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "5").Replace(w)
}

// hagHuman is a human-chosen password: words, digits, a symbol.
func hagHuman() string { return hagHumanSet("!#$%&*?@+") }

// hagHumanURL is a human-chosen password safe inside a URL.
func hagHumanURL() string { return hagHumanSet("!*-_.") }

func hagHumanSet(syms string) string {
	w, w2 := hagWord(), hagWord()
	sym := string(syms[rng.IntN(len(syms))])
	year := fmt.Sprint(hagN(1985, 2025))
	switch rng.IntN(7) {
	case 0:
		return w + hagR(digits, hagN(2, 4)) + sym
	case 1:
		return strings.ToLower(w) + sym + year
	case 2:
		return hagLeet(w) + hagR(digits, 2) + sym
	case 3:
		return strings.ToLower(w) + "-" + strings.ToLower(w2) + "-" + hagR(digits, 2)
	case 4:
		return sym + w + year
	case 5:
		return w + w2 + hagR(digits, 3)
	default:
		return strings.ToLower(w) + sym + w2 + hagR(digits, 2)
	}
}

// hagRandPw is a random password without quotes, spaces, commas, pipes or backslashes.
func hagRandPw(n int) string { return hagR(alnum+"!#%&*+-=?@^_", n) }

// hagRandURL is a random password safe inside a URL.
func hagRandURL(n int) string { return hagR(alnum+"-_.", n) }

// hagPw is either kind.
func hagPw() string {
	if rng.IntN(2) == 0 {
		return hagHuman()
	}
	return hagRandPw(hagN(10, 20))
}

func hagPwURL() string {
	if rng.IntN(2) == 0 {
		return hagHumanURL()
	}
	return hagRandURL(hagN(12, 24))
}

func hagB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func hagUUID() string {
	return hagR(hexs, 8) + "-" + hagR(hexs, 4) + "-4" + hagR(hexs, 3) + "-" + hagP("8", "9", "a", "b") + hagR(hexs, 3) + "-" + hagR(hexs, 12)
}

func hagDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hagN(2022, 2025), hagN(1, 12), hagN(1, 28))
}

func hagTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", hagN(0, 23), hagN(0, 59), hagN(0, 59))
}

// hagPEMBody is base64 lines of the given width under a DER-looking prefix.
func hagPEMBody(prefix string, lines, width int, sep string) string {
	var ls []string
	first := prefix + hagR(alnum+"+/", width-len(prefix))
	ls = append(ls, first)
	for range lines - 2 {
		ls = append(ls, hagR(alnum+"+/", width))
	}
	ls = append(ls, hagR(alnum+"+/", hagN(8, width-4))+hagP("", "=", "=="))
	return strings.Join(ls, sep)
}

func hagJWT() string {
	head := hagP("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9")
	payload := fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		hagUser(), hagName(), hagN(1700000000, 1730000000), hagN(1730000000, 1760000000),
		hagP("read:courses", "jupyterhub", "api", "openid profile"))
	return head + "." + base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + hagR(b64url, 43)
}
