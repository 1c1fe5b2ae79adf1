package main

import (
	"fmt"
	"strings"
)

// hyTrapsIDs writes identifiers that look random but are not secrets: hashes, ids, digests,
// public keys, public-by-design keys, invoice keys and other numbers of commerce.
func hyTrapsIDs(b *hyBag) {
	// git SHAs
	for i := 0; i < 14; i++ {
		sha := hyHex(40)
		short := sha[:hyP(7, 8, 10)]
		var text string
		switch i % 7 {
		case 0:
			text = "commit " + sha + "\nAuthor: Marta Ruiz <marta@tienda-norte.mx>\nDate:   Tue Mar 12 10:22:31 2024 -0600\n\n    corrige el cálculo del IVA en devoluciones"
		case 1:
			text = "o bug entrou no " + short + ", dá pra reverter?"
		case 2:
			text = "Fix ist in " + short + " (Branch kasse/rundung), bitte testen"
		case 3:
			text = short + " feat(pos): imprimir cupom com QR code\n" + hyHex(7) + " fix: troco negativo\n" + hyHex(7) + " chore: traduções es-AR"
		case 4:
			text = "ревизия " + sha + " уже на проде"
		case 5:
			text = "Merge pull request #" + fmt.Sprint(hyN(100, 999)) + " from loja/ajuste-frete\n\n" + sha
		default:
			text = "デプロイしたコミット: " + short + "（在庫同期の修正）"
		}
		b.trap("git-sha", hyP("git", "chat"), text)
	}
	// checksums
	for i := 0; i < 10; i++ {
		h := hyHex(hyP(64, 64, 32, 40))
		file := hyP("pos-installer-3.4.1.exe", "kasse-firmware.bin", "nfe-emissor_2.1.0_amd64.deb", "backup_loja_2024-05-01.tar.gz", "ミラー.iso")
		text := hyP(h+"  "+file, "SHA-256 ("+file+") = "+h, "checksum do instalador: "+h, "sumă de control / suma kontrolna: "+h, "MD5/SHA: "+h+" — conferir antes de instalar")
		b.trap("checksum", "shell", text)
	}
	// UUIDs and request ids in support text
	for i := 0; i < 16; i++ {
		u := hyUUID()
		tpl := hyP(
			"Pedido %s ficou preso em \"aguardando pagamento\"",
			"X-Request-Id: %s",
			"el cliente reporta error 500, request id %s",
			"Vorgang %s wurde storniert",
			"trace_id=%s span=checkout",
			"要求ID：%s の返金処理をお願いします",
			"주문번호 %s 환불 요청",
			"订单号 %s 已发货",
			"номер обращения %s",
			"sipariş kimliği %s iade edildi",
			"idempotency key %s reused, ignoring duplicate payment",
			"chave Pix aleatória da loja: %s",
		)
		b.trap("uuid", "chat", fmt.Sprintf(tpl, u))
	}
	// build ids, versions, image digests
	for i := 0; i < 14; i++ {
		var text string
		switch i % 7 {
		case 0:
			text = "image: registry.loja.example/pos-api@sha256:" + hyHex(64)
		case 1:
			text = "versão do app na maquininha: " + fmt.Sprintf("%d.%d.%d-build.%d", hyN(1, 9), hyN(0, 30), hyN(0, 99), hyN(1000, 9999))
		case 2:
			text = "Build " + hyR(upper+digits, 12) + " fehlgeschlagen (Schritt: Tests)"
		case 3:
			text = "FROM node:20.11.1-alpine@sha256:" + hyHex(64) + "\nWORKDIR /app\nCOPY . ."
		case 4:
			text = "firmware " + fmt.Sprintf("V%d.%02d.%03d", hyN(1, 5), hyN(0, 99), hyN(0, 999)) + " / serial " + hyR(upper+digits, 14)
		case 5:
			text = "go: downloading golang.org/x/text v0.14.0\ngo: found golang.org/x/text in golang.org/x/text v0.14.0 h1:" + hyR(hyB64, 43) + "="
		default:
			text = "Pipeline #" + fmt.Sprint(hyN(10000, 99999)) + " passed · job " + hyHex(8) + " · artifacts expire in 7 days"
		}
		b.trap("build-id", hyP("ci", "chat", "log"), text)
	}
	// base64 of ordinary data
	for i := 0; i < 10; i++ {
		plain := hyP(`{"loja":"centro","caixa":3,"turno":"manhã"}`, "Olá, tudo bem?", "Lista de precios 2024", `{"lang":"tr","theme":"dark"}`, "привет из Одессы", "nombre=Ana&ciudad=Lima", "Rechnung Nr. 2024-0042", "こんにちは、世界")
		enc := hyB64Of(plain)
		text := hyP("o payload vem em base64: ", "data: ", "cookie prefs=", "el campo `meta` trae ", "config (base64): ") + enc + hyP("", " — decodifiquei e é só o JSON de preferências", "\n(dekodiert: harmlos)")
		b.trap("base64-data", "chat", text)
	}
	// public keys and certificates
	for i := 0; i < 10; i++ {
		var text string
		switch i % 5 {
		case 0:
			text = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hyR(hyB64, 43) + " ventas@portatil-loja"
		case 1:
			text = "adicione esta chave pública no servidor:\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + hyR(hyB64, 300) + " kasse@filiale"
		case 2:
			var ls []string
			for j := 0; j < 6; j++ {
				ls = append(ls, hyR(hyB64, 64))
			}
			text = "certificado do site (público, pode colar):\n-----BEGIN CERTIFICATE-----\nMIIF" + hyR(hyB64, 60) + "\n" + strings.Join(ls, "\n") + "\n-----END CERTIFICATE-----"
		case 3:
			text = "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + hyR(hyB64, 20) + "\n" + hyR(hyB64, 64) + "\n" + hyR(hyB64, 40) + "IDAQAB\n-----END PUBLIC KEY-----"
		default:
			text = "Fingerprint SHA256:" + hyR(hyB64, 43) + " (ED25519) — confere com o do servidor?"
		}
		b.trap("public-key", "pem", text)
	}
	// publishable keys, public by design
	for i := 0; i < 10; i++ {
		var k string
		switch i % 4 {
		case 0:
			k = "pk_live_" + hyR(alnum, 99)
		case 1:
			k = "APP_USR-" + hyUUID()
		case 2:
			k = "pk_test_" + hyR(alnum, 24)
		default:
			k = "Mid-client-" + hyR(b64url, 16)
		}
		text := hyP("chave pública do checkout (vai no front, pode ser pública): ", "publishable key para el frontend: ", "Public Key fürs Frontend: ", "公開可能キー（フロント用）：") + k
		b.trap("publishable-key", "chat", text)
	}
	// commerce numbers: invoice access keys, barcodes, tracking, tax ids, bank numbers
	for i := 0; i < 24; i++ {
		var text string
		switch i % 12 {
		case 0:
			text = "chave de acesso da NF-e: " + hyR(digits, 44)
		case 1:
			text = "código de barras do boleto: " + hyR(digits, 5) + "." + hyR(digits, 5) + " " + hyR(digits, 5) + "." + hyR(digits, 6) + " " + hyR(digits, 5) + "." + hyR(digits, 6) + " " + hyR(digits, 1) + " " + hyR(digits, 14)
		case 2:
			text = "EAN " + hyR(digits, 13) + " — Café torrado 500 g"
		case 3:
			text = "rastreio: " + hyR(upper, 2) + hyR(digits, 9) + "BR (Correios)"
		case 4:
			text = "Sendungsnummer " + hyR(digits, 20) + " (DHL)"
		case 5:
			text = "CUIT 30-" + hyR(digits, 8) + "-" + hyR(digits, 1) + " · Factura A 0003-" + hyR(digits, 8)
		case 6:
			text = "IBAN: DE" + hyR(digits, 2) + " " + hyR(digits, 4) + " " + hyR(digits, 4) + " " + hyR(digits, 4) + " " + hyR(digits, 4) + " " + hyR(digits, 2) + " (Lieferant Bäckerei Krause)"
		case 7:
			text = "CLABE para transferencias: " + hyR(digits, 18)
		case 8:
			text = "mã vận đơn: " + hyR(upper, 4) + hyR(digits, 10) + " (GHN)"
		case 9:
			text = "SKU " + hyR(upper, 3) + "-" + hyR(upper+digits, 4) + "-" + hyR(upper+digits, 4) + " está sem estoque"
		case 10:
			text = "número de serie del TPV (etiqueta de atrás): " + hyR(upper+digits, 5) + "-" + hyR(upper+digits, 5) + "-" + hyR(upper+digits, 5)
		default:
			text = "NIP: " + hyR(digits, 3) + "-" + hyR(digits, 3) + "-" + hyR(digits, 2) + "-" + hyR(digits, 2) + ", faktura FV/" + fmt.Sprint(hyN(1, 999)) + "/2024"
		}
		b.trap("commerce-number", "chat", text)
	}
	// tickets, dates, phones, mixed in meeting notes
	for i := 0; i < 16; i++ {
		text := hyP("Ata da reunião", "Acta de la reunión", "Besprechungsnotiz", "Compte rendu", "Протокол встречи", "会議メモ") + " " + fmt.Sprintf("%02d/%02d/2024", hyN(1, 28), hyN(1, 12)) + "\n" +
			"- ticket #" + fmt.Sprint(hyN(1000, 99999)) + ": " + hyP("troca de bobinas da impressora", "cambio de proveedor de hosting", "Kassenabschluss doppelt", "erreur d'arrondi TVA", "возвраты через СБП", "レシートの文字化け") + "\n" +
			"- contato: " + hyP("+55 11 9", "+52 33 ", "+49 30 ", "+33 1 ", "+7 495 ", "+81 3-") + hyR(digits, 4) + "-" + hyR(digits, 4) + "\n" +
			"- prazo: " + fmt.Sprintf("2024-%02d-%02d", hyN(1, 12), hyN(1, 28))
		b.trap("notes", "notes", text)
	}
}
