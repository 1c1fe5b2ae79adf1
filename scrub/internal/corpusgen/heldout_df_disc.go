package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Discovery and catalogue APIs: Alma/Primo, EDS, Summon, Sierra, FOLIO, bibliographic
// databases' APIs, OCLC, VuFind.

func hdfDiscGens() []hdfGen {
	return []hdfGen{
		{6, hdfAlmaEnv},
		{5, hdfAlmaURL},
		{4, hdfPrimoJS},
		{5, hdfEDSAuth},
		{4, hdfSummon},
		{5, hdfSierra},
		{5, hdfFolio},
		{5, hdfScopus},
		{5, hdfSpringer},
		{4, hdfWileyTDM},
		{5, hdfS2Key},
		{4, hdfCoreKey},
		{5, hdfGoogleBooks},
		{4, hdfOCLCSecret},
		{4, hdfAlmaWebhook},
		{4, hdfWoSKey},
		{4, hdfDimensions},
		{5, hdfVuFindDB},
		{4, hdfConnexion},
		{4, hdfLibKey},
		{4, hdfOverDrive},
		// traps
		{5, hdfTrapAlmaDocs},
		{5, hdfTrapAlmaUserXML},
		{5, hdfTrapPrimoLink},
		{4, hdfTrapEDSResult},
		{4, hdfTrapScopusMasked},
		{4, hdfTrapSpringerEnv},
		{6, hdfTrapMARC},
		{4, hdfTrapGoogleBooks},
		{5, hdfTrapFolio},
		{4, hdfTrapSierraPatron},
		{5, hdfTrapDiscoveryLog},
		{5, hdfTrapGHActions},
		{4, hdfTrapChecksum},
	}
}

func hdfAlmaKey() string { return hdfP("l7xx", "l8xx") + hdfHex(32) }

func hdfAlmaRegion() string {
	return "api-" + hdfP("eu", "na", "ap", "ca") + ".hosted.exlibrisgroup.com"
}

func hdfAlmaEnv() Sample {
	key := hdfAlmaKey()
	o := hdfOrg()
	t := hdfP(
		fmt.Sprintf("# alma-sync service\nALMA_REGION=%s\nALMA_API_KEY=%s\nALMA_INSTITUTION=%s_INST\nLOG_LEVEL=info\n", hdfAlmaRegion(), key, o.code),
		fmt.Sprintf("alma:\n  base_url: https://%s/almaws/v1\n  institution: %s_INST\n  api_key: %s  # bibs read/write, prod\n", hdfAlmaRegion(), o.code, key),
		fmt.Sprintf("Hi! Here is the production API key for the Alma bibs API (%s_INST) as requested: %s -- it's read/write, so please keep it in the service config only.", o.code, key))
	return hdfS("alma-api-key", "env", t, []string{key}, o.code+"_INST")
}

func hdfAlmaURL() Sample {
	key := hdfAlmaKey()
	mms := "99" + hdfD(12) + "0" + hdfD(3)
	t := hdfP(
		fmt.Sprintf("$ curl -s 'https://%s/almaws/v1/bibs/%s/holdings?apikey=%s&format=json' | jq .total_record_count\n%d", hdfAlmaRegion(), mms, key, hdfN(1, 9)),
		fmt.Sprintf("%s WARN  AlmaClient - slow response 4.2s GET https://%s/almaws/v1/bibs/%s?view=full&expand=p_avail&apikey=%s", hdfStamp(), hdfAlmaRegion(), mms, key))
	return hdfS("alma-api-key", "shell", t, []string{key}, mms)
}

func hdfPrimoJS() Sample {
	key := hdfAlmaKey()
	vid := hdfOrg().code + "_INST:" + hdfP("NUI", "Services", "MAIN")
	t := fmt.Sprintf(`// new-books carousel for the homepage
const PRIMO_API = "https://%s/primo/v1/search";
const PRIMO_KEY = "%s";
const VID = "%s";

async function newBooks() {
  const q = new URLSearchParams({ vid: VID, tab: "Everything", scope: "MyInst_and_CI", q: "any,contains,*", apikey: PRIMO_KEY });
  return (await fetch(PRIMO_API + "?" + q)).json();
}
`, hdfAlmaRegion(), key, vid)
	return hdfS("alma-api-key", "code", t, []string{key}, vid)
}

func hdfEDSAuth() Sample {
	_, _, u := hdfWho()
	pw := hdfPw()
	prof := hdfP("edsapi", "eds_widget", "edsmobile")
	t := fmt.Sprintf(`POST https://eds-api.ebscohost.com/authservice/rest/uidauth
Content-Type: application/json

{
  "UserId": "%s",
  "Password": "%s",
  "InterfaceId": "%s"
}
`, u, pw, prof)
	intro := hdfP("", "EDS auth call from the bento box, returns 'Invalid credentials' since Monday:\n\n")
	return hdfS("eds-password", "http", intro+t, []string{pw}, `"UserId": "`+u+`"`)
}

func hdfSummon() Sample {
	id := strings.ToLower(hdfOrg().code)
	sec := hdfR(hdfAlnum, hdfN(24, 32))
	t := fmt.Sprintf(`import hmac, hashlib, base64

SUMMON_ACCESS_ID = "%s"
SUMMON_SECRET_KEY = "%s"

def summon_auth(accept, date, host, path, query):
    msg = "\n".join([accept, date, host, path, query]) + "\n"
    digest = hmac.new(SUMMON_SECRET_KEY.encode(), msg.encode(), hashlib.sha1).digest()
    return "Summon %%s;%%s" %% (SUMMON_ACCESS_ID, base64.b64encode(digest).decode())
`, id, sec)
	return hdfS("api-secret-key", "code", t, []string{sec}, `SUMMON_ACCESS_ID = "`+id+`"`)
}

func hdfSierra() Sample {
	key := hdfR(hdfAlnum+"+/", 28)
	sec := hdfR(hdfAlnum, hdfN(10, 16))
	basic := base64.StdEncoding.EncodeToString([]byte(key + ":" + sec))
	tok := hdfR(hdfAlnum+"-_", 64)
	host := "catalog." + hdfOrg().dom
	t := fmt.Sprintf(`$ curl -s -X POST -H "Authorization: Basic %s" https://%s/iii/sierra-api/v6/token
{"access_token":"%s","token_type":"bearer","expires_in":3600}
`, basic, host, tok)
	return hdfS("api-credentials", "shell", t, []string{basic, tok}, host)
}

func hdfFolio() Sample {
	user := hdfP("diku_admin", "folio_admin", "svc_ebsconet", "mod-circ-bot")
	pw := hdfPw()
	tenant := hdfP("diku", "fs00001034", "eastmoor", "rsu")
	uid := hdfUUID()
	tok := hdfJWT(fmt.Sprintf(`{"sub":"%s","user_id":"%s","type":"access","iat":%d,"tenant":"%s"}`, user, uid, hdfN(1700000000, 1760000000), tenant))
	okapi := "https://okapi." + hdfOrg().dom
	t := fmt.Sprintf(`$ curl -si -X POST %[1]s/authn/login \
    -H 'x-okapi-tenant: %[2]s' -H 'content-type: application/json' \
    -d '{"username":"%[3]s","password":"%[4]s"}'
HTTP/1.1 201 Created
x-okapi-token: %[5]s

$ curl -s %[1]s/users?query=username==%[3]s -H 'x-okapi-tenant: %[2]s' -H 'x-okapi-token: %[5]s' | jq '.users[0].id'
"%[6]s"
`, okapi, tenant, user, pw, tok, uid)
	return hdfS("api-credentials", "shell", t, []string{pw, tok}, okapi, uid)
}

func hdfScopus() Sample {
	key := hdfHex(32)
	inst := hdfHex(32)
	t := hdfP(
		fmt.Sprintf("GET https://api.elsevier.com/content/search/scopus?query=AF-ID(%d)&count=25\nX-ELS-APIKey: %s\nX-ELS-Insttoken: %s\nAccept: application/json", hdfN(60000000, 60199999), key, inst),
		fmt.Sprintf("# ~/.config/pybliometrics.cfg\n[Authentication]\nAPIKey = %s\nInstToken = %s\n\n[Directories]\nAbstractRetrieval = /home/%s/.cache/pybliometrics/Scopus/abstract_retrieval\n", key, inst, hdfP("lib", "biblio", "rdm")))
	keep := "api.elsevier.com"
	if !strings.Contains(t, keep) {
		keep = "[Authentication]"
	}
	return hdfS("api-key", "http", t, []string{key, inst}, keep)
}

func hdfSpringer() Sample {
	key := hdfHex(32)
	t := fmt.Sprintf(`import requests

URL = "https://api.springernature.com/meta/v2/json"
params = {"q": "issn:%s-%s", "p": 50, "api_key": "%s"}
r = requests.get(URL, params=params, timeout=30)
for rec in r.json()["records"]:
    print(rec["doi"], rec["title"])
`, hdfD(4), hdfD(3)+hdfP("X", "0", "7"), key)
	return hdfS("api-key", "code", t, []string{key}, "api.springernature.com")
}

func hdfWileyTDM() Sample {
	tok := hdfUUID()
	doi := fmt.Sprintf("10.1111/%s.%d", hdfP("gcb", "ele", "mec", "nph"), hdfN(10000, 19999))
	t := hdfP(
		fmt.Sprintf("curl -L -H 'Wiley-TDM-Client-Token: %s' 'https://api.wiley.com/onlinelibrary/tdm/v1/articles/%s' -o article.pdf", tok, strings.ReplaceAll(doi, "/", "%2F")),
		fmt.Sprintf("TDM project notes: Wiley token for the text-mining corpus (registered to the library) = %s\ndownloaded %d of %d DOIs so far, first %s", tok, hdfN(100, 900), 1000, doi))
	return hdfS("api-token", "shell", t, []string{tok}, "Wiley")
}

func hdfS2Key() Sample {
	key := hdfR(hdfAlnum, 40)
	t := fmt.Sprintf(`import requests
S2_KEY = "%s"
r = requests.post("https://api.semanticscholar.org/graph/v1/paper/batch",
                  params={"fields": "title,year,citationCount"},
                  json={"ids": ["DOI:10.%d/%s"]},
                  headers={"x-api-key": S2_KEY})
`, key, hdfN(1000, 9999), hdfR(hdfLoDig, 8))
	return hdfS("api-key", "code", t, []string{key}, "api.semanticscholar.org")
}

func hdfCoreKey() Sample {
	key := hdfR(hdfAlnum, 32)
	t := hdfP(
		fmt.Sprintf("curl -H 'Authorization: Bearer %s' 'https://api.core.ac.uk/v3/search/works?q=repository:%d&limit=100'", key, hdfN(1, 5000)),
		fmt.Sprintf("# api.core.ac.uk harvesting\nCORE_API_KEY=%s\nCORE_REPOSITORY_ID=%d\n", key, hdfN(1, 5000)))
	return hdfS("api-key", "shell", t, []string{key}, "api.core.ac.uk")
}

func hdfGoogleBooks() Sample {
	key := "AIza" + hdfR(hdfB64U, 35)
	isbn := "978" + hdfD(10)
	t := hdfP(
		fmt.Sprintf("// cover images for the new acquisitions page\nconst GBOOKS_KEY = '%s';\nfetch(`https://www.googleapis.com/books/v1/volumes?q=isbn:${isbn}&key=${GBOOKS_KEY}`)\n", key),
		fmt.Sprintf("https://www.googleapis.com/books/v1/volumes?q=isbn:%s&key=%s returns 429 since this morning, quota?", isbn, key))
	return hdfS("google-api-key", "code", t, []string{key}, "www.googleapis.com")
}

func hdfOCLCSecret() Sample {
	sec := hdfR(hdfB64S, 32)
	inst := fmt.Sprint(hdfN(1000, 999999))
	t := fmt.Sprintf(`# WorldShare Metadata API (record uploads)
OCLC_INSTITUTION_ID=%s
OCLC_SYMBOL=%s
OCLC_SECRET=%s
OCLC_SCOPES="WorldCatMetadataAPI"
`, inst, hdfR(hdfUp, 3), sec)
	return hdfS("oauth-client-secret", "env", t, []string{sec}, "OCLC_INSTITUTION_ID="+inst)
}

func hdfAlmaWebhook() Sample {
	sec := hdfR(hdfAlnum, hdfN(16, 32))
	t := hdfP(
		fmt.Sprintf("Alma > Integration profiles > Webhooks (loan events)\nWebhook listener URL: https://hooks.%s/alma/loans\nSecret: %s\nMessage type: JSON, Signature: HmacSHA256", hdfOrg().dom, sec),
		fmt.Sprintf("WEBHOOK_SECRET = \"%s\"  # must match the Secret field of the Alma integration profile\n\ndef verify(body, sig):\n    mac = hmac.new(WEBHOOK_SECRET.encode(), body, hashlib.sha256).digest()\n    return hmac.compare_digest(base64.b64encode(mac).decode(), sig)\n", sec))
	return hdfS("webhook-secret", "note", t, []string{sec}, "Alma")
}

func hdfWoSKey() Sample {
	key := hdfHex(40)
	t := fmt.Sprintf("curl -H 'X-ApiKey: %s' 'https://api.clarivate.com/apis/wos-starter/v1/documents?q=OG=(%s)&limit=50'", key, strings.ReplaceAll(hdfOrg().name, " ", "%20"))
	return hdfS("api-key", "shell", t, []string{key}, "api.clarivate.com")
}

func hdfDimensions() Sample {
	key := hdfR(hdfHexU, 32)
	t := fmt.Sprintf(`# ~/.dimensions/dsl.ini
[instance.live]
url=https://app.dimensions.ai
key=%s
`, key)
	intro := hdfP("", "dimcli setup for the bibliometrics course, used the library's key:\n\n")
	return hdfS("api-key", "ini", intro+t, []string{key}, "[instance.live]")
}

func hdfVuFindDB() Sample {
	pw := hdfPwU()
	t := fmt.Sprintf(`[Database]
database          = mysql://vufind:%s@localhost/vufind
use_ssl = false

[Index]
engine          = Solr
url             = http://localhost:8983/solr
default_core    = biblio
`, pw)
	return hdfS("db-password", "ini", t, []string{pw}, "mysql://vufind:")
}

func hdfConnexion() Sample {
	auth := fmt.Sprintf("%d-%03d-%03d", hdfN(100, 109), hdfN(0, 999), hdfN(0, 999))
	pw := hdfR(hdfAlnum, hdfN(8, 10))
	f, _, _ := hdfWho()
	t := hdfP(
		fmt.Sprintf("%s: for the cataloguing backlog you can use the shared Connexion authorization %s, password %s. Log out when you're done so others can use it.", f, auth, pw),
		fmt.Sprintf("Connexion client logon\n  Authorization: %s\n  Password: %s\n  (copy cataloguing, full level)", auth, pw))
	return hdfS("shared-account-password", "chat", t, []string{pw}, auth)
}

func hdfLibKey() Sample {
	tok := hdfUUID()
	lib := fmt.Sprint(hdfN(100, 2999))
	t := fmt.Sprintf("https://public-api.thirdiron.com/public/v1/libraries/%s/articles/doi/10.%d%%2F%s?access_token=%s", lib, hdfN(1000, 9999), hdfR(hdfLoDig, 8), tok)
	intro := hdfP("LibKey lookup in the link resolver snippet:\n", "Why does this return 401? ", "")
	return hdfS("api-token", "http", intro+t, []string{tok}, "libraries/"+lib)
}

func hdfOverDrive() Sample {
	id := hdfP("CARROWLIB", "LKPL_APP", "EASTMOOR_DISCOVERY") + hdfD(2)
	sec := hdfR(hdfAlnum+"-_", 32)
	t := fmt.Sprintf(`overdrive:
  client_key: %s
  client_secret: %s
  library_id: %d
  website_id: %d
`, id, sec, hdfN(1000, 9999), hdfN(10, 999))
	return hdfS("oauth-client-secret", "yaml", t, []string{sec}, id)
}

// ---- traps ----

func hdfTrapAlmaDocs() Sample {
	t := hdfP(
		"To test, replace the placeholder: curl 'https://api-eu.hosted.exlibrisgroup.com/almaws/v1/bibs/{mms_id}?apikey=<your API key>'",
		"Alma API key: see the Developer Network dashboard (https://developers.exlibrisgroup.com/manage/keys) -- we have one key per integration, never paste them in tickets.",
		"ALMA_API_KEY=l7xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nALMA_REGION=api-eu.hosted.exlibrisgroup.com\n# ^ example only, the real key lives in the deployment vault",
		fmt.Sprintf("alma:\n  api_key: \"{{ secrets.ALMA_API_KEY }}\"\n  institution: %s_INST\n", hdfOrg().code))
	return hdfT("trap-placeholder", "config", hdfCfgWrap(t))
}

func hdfTrapAlmaUserXML() Sample {
	f, l, u := hdfWho()
	t := fmt.Sprintf(`<user>
  <record_type desc="Public">PUBLIC</record_type>
  <primary_id>%s</primary_id>
  <first_name>%s</first_name>
  <last_name>%s</last_name>
  <user_group desc="Undergraduate">UG</user_group>
  <expiry_date>%sZ</expiry_date>
  <user_identifiers>
    <user_identifier segment_type="External"><id_type desc="Barcode">BARCODE</id_type><value>%s</value></user_identifier>
  </user_identifiers>
</user>`, u, f, l, hdfDate(), hdfBarcode())
	return hdfT("trap-user-record", "xml", t)
}

func hdfTrapPrimoLink() Sample {
	o := hdfOrg()
	t := fmt.Sprintf("https://%s.primo.exlibrisgroup.com/discovery/fulldisplay?docid=alma99%s&context=L&vid=%s_INST:NUI&lang=en&search_scope=MyInst_and_CI&adaptor=Local%%20Search%%20Engine&tab=Everything",
		strings.ToLower(o.code), hdfD(16), o.code)
	t = hdfP("Broken full-display link reported by a patron: ", "Permalink: ", "") + t
	return hdfT("trap-url", "chat", t)
}

func hdfTrapEDSResult() Sample {
	t := fmt.Sprintf(`{"SearchResult":{"Statistics":{"TotalHits":%d,"TotalSearchTime":%d},"Data":{"Records":[
 {"ResultId":1,"Header":{"DbId":"%s","DbLabel":"%s","An":"%s","RelevancyScore":"%d"}},
 {"ResultId":2,"Header":{"DbId":"cat%s","DbLabel":"Catalog","An":"%s.b%s","RelevancyScore":"%d"}}]}}}`,
		hdfN(10, 99999), hdfN(100, 999), hdfP("a9h", "bth", "lfh", "edsjsr"), hdfP("Academic Search Complete", "Business Source Complete", "JSTOR Journals"), hdfD(9), hdfN(1000, 3000), hdfD(5)+hdfR(hdfLo, 1), strings.ToLower(hdfOrg().code), hdfD(7), hdfN(1000, 3000))
	return hdfT("trap-api-response", "json", t)
}

func hdfTrapScopusMasked() Sample {
	t := hdfP(
		"GET https://api.elsevier.com/content/abstract/doi/10.1016/j.soilbio.2024.109312\nX-ELS-APIKey: ********************************\nX-ELS-Insttoken: [REDACTED]\n-> 401 AUTHENTICATION_ERROR",
		"[Authentication]\nAPIKey = YOUR_API_KEY\nInstToken = ; only needed off campus, ask the library\n",
		"Scopus API keys are personal: register at dev.elsevier.com with your university email. The library can add an institutional token for off-campus use on request.")
	return hdfT("trap-placeholder", "http", hdfCfgWrap(t))
}

func hdfTrapSpringerEnv() Sample {
	t := hdfP(
		"import os\nparams = {\"q\": \"subject:Chemistry\", \"api_key\": os.environ[\"SPRINGER_API_KEY\"]}\n",
		"springer:\n  api_key: ${SPRINGER_API_KEY}\n  base_url: https://api.springernature.com/openaccess/json\n",
		"wiley_tdm_token: vault:secret/data/library/tdm#wiley\nspringer_api_key: vault:secret/data/library/tdm#springer\n")
	return hdfT("trap-env-reference", "config", hdfCfgWrap(t))
}

func hdfTrapMARC() Sample {
	oclc := hdfD(9)
	t := fmt.Sprintf(`LDR 0%04dcam a2200%03di 4500
001 99%s0%s
005 %s%s.0
008 %s s%d    gw a     b    001 0 ger d
020 __ |a 978%s |q (hardback)
035 __ |a (OCoLC)%s
040 __ |a %s |b eng |e rda |c %s
245 10 |a %s / |c %s %s.
264 _1 |a Berlin : |b De Gruyter, |c %d.
`, hdfN(1000, 4000), hdfN(100, 499), hdfD(11), hdfD(3), strings.ReplaceAll(hdfDate(), "-", ""), strings.ReplaceAll(hdfClock(), ":", "")+"00", hdfD(6), hdfN(2010, 2025), hdfD(10), oclc, hdfR(hdfUp, 3), hdfR(hdfUp, 3),
		hdfP("Buchdruck und Reformation", "Die Bibliothek als Ort", "Handschriften des Mittelalters"), hdfP(hdfFirst...), hdfP(hdfLast...), hdfN(2010, 2025))
	return hdfT("trap-marc", "marc", t)
}

func hdfTrapGoogleBooks() Sample {
	isbn := "978" + hdfD(10)
	t := hdfP(
		fmt.Sprintf("Cover lookup without a key works for low volume: https://www.googleapis.com/books/v1/volumes?q=isbn:%s (volume id %s)", isbn, hdfR(hdfB64U, 12)),
		fmt.Sprintf("GBOOKS_KEY=${GOOGLE_BOOKS_API_KEY}  # restricted to the catalogue's referrer\nISBN_LIST=%s,%s", isbn, "978"+hdfD(10)))
	return hdfT("trap-placeholder", "code", t)
}

func hdfTrapFolio() Sample {
	t := fmt.Sprintf(`tenant: %s
okapi: https://okapi.%s
modules:
  - mod-users-%d.%d.%d
  - mod-circulation-%d.%d.%d
service point: %s (Main circulation desk)
default loan policy id: %s`, hdfP("diku", "fs00001034"), hdfOrg().dom, hdfN(18, 19), hdfN(0, 9), hdfN(0, 9), hdfN(23, 24), hdfN(0, 9), hdfN(0, 9), hdfUUID(), hdfUUID())
	return hdfT("trap-uuid", "yaml", t)
}

func hdfTrapSierraPatron() Sample {
	t := fmt.Sprintf(`{"id": %d, "expirationDate": "%s", "patronType": %d, "barcodes": ["%s"], "homeLibraryCode": "%s", "moneyOwed": %d.%02d}`,
		hdfN(1000000, 9999999), hdfDate(), hdfN(1, 30), hdfBarcode(), hdfP("main", "law", "sci"), hdfN(0, 20), hdfN(0, 99))
	return hdfT("trap-api-response", "json", t)
}

func hdfTrapDiscoveryLog() Sample {
	var b strings.Builder
	for i := 0; i < hdfN(3, 5); i++ {
		fmt.Fprintf(&b, "%s INFO  [req=%s trace=%s] GET /primo/v1/search q=any,contains,%s status=200 ms=%d\n", hdfStamp(), hdfHex(16), hdfHex(32), hdfP("cartography", "soil+fungi", "incunabula", "vowel+harmony"), hdfN(80, 2400))
	}
	return hdfT("trap-log", "log", b.String())
}

func hdfTrapGHActions() Sample {
	t := fmt.Sprintf(`name: nightly-alma-export
on:
  schedule:
    - cron: "%d 2 * * *"
jobs:
  export:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: python export.py --set %s
        env:
          ALMA_API_KEY: ${{ secrets.ALMA_API_KEY }}
          OCLC_SECRET: ${{ secrets.OCLC_SECRET }}
`, hdfN(0, 59), hdfD(16))
	return hdfT("trap-env-reference", "yaml", t)
}

func hdfTrapChecksum() Sample {
	t := fmt.Sprintf("export_%s.mrc  %d records\nsha256  %s\nmd5     %s\nuploaded to the Alma FTP at %s", strings.ReplaceAll(hdfDate(), "-", ""), hdfN(100, 90000), hdfHex(64), hdfHex(32), hdfClock())
	return hdfT("trap-checksum", "note", t)
}
