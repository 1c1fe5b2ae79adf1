package main

import "strings"

// E-mails with long signatures: secrets and traps.

func hbnMailGens() []hbnGen {
	return []hbnGen{
		{hbnMailFNMT, 5}, {hbnMailECNPJ, 5}, {hbnMailEfirma, 4}, {hbnMailAT, 4},
		{hbnMailWorkspace, 4}, {hbnMailDIAN, 3}, {hbnMailSII, 3}, {hbnMailAsaas, 3},
		{hbnMailVPN, 4}, {hbnMailConnStr, 4}, {hbnMailLicence, 4}, {hbnMailRedsys, 4},
		{hbnMailMagicLink, 4}, {hbnMailAPIKey, 4}, {hbnMailSimples, 3}, {hbnMailWompi, 3},
		{hbnMailTransbank, 3},
		{hbnTMailPhish, 4}, {hbnTMailCFDI, 4}, {hbnTMailCertApart, 4}, {hbnTMailNFe, 4},
		{hbnTMailIBAN, 3}, {hbnTMailResetDone, 4}, {hbnTMailPixCopy, 4}, {hbnTMailPublicKey, 3},
		{hbnTMailExpediente, 3}, {hbnTMailPolicy, 3}, {hbnTMailLicencia, 3},
	}
}

// hbnMailHead is an e-mail's header block in the organisation's language.
func hbnMailHead(o hbnOrg, from, to, subj string) string {
	d := hbnDate()
	if rng.IntN(5) == 0 {
		return "From: " + from + "\nTo: " + to + "\nDate: " + d + "\nSubject: " + subj + "\n\n"
	}
	if o.pt() {
		return "De: " + from + "\nPara: " + to + "\nData: " + d + "\nAssunto: " + subj + "\n\n"
	}
	return "De: " + from + "\nPara: " + to + "\nFecha: " + d + "\nAsunto: " + subj + "\n\n"
}

// hbnMail2 builds a mail from o's staff to an outside address with a body and signature.
func hbnMail2(o hbnOrg, subj, body string) string {
	g, m := hbnPerson(o.pt())
	doms := []string{"gmail.com", "hotmail.com", "outlook.com", "icloud.com", "yahoo.es"}
	if o.cc == "br" {
		doms = []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.com.br", "uol.com.br"}
	} else if o.cc == "pt" {
		doms = []string{"gmail.com", "hotmail.com", "sapo.pt", "outlook.pt"}
	}
	return hbnMail2To(o, hbnMail(g, m, pick(doms)), subj, body)
}

// hbnMail2To is hbnMail2 to a given address.
func hbnMail2To(o hbnOrg, to, subj, body string) string {
	f, l := hbnPerson(o.pt())
	return hbnMailHead(o, f+" "+l+" <"+hbnMail(f, l, o.dom)+">", to, subj) + body + "\n\n" + hbnSig(o, f, l)
}

func hbnMailFNMT() Sample {
	o := hbnOrgCC("es")
	pw := hbnPw(false)
	file := "certificado_" + hbnCIF() + ".pfx"
	body := "Buenos días:\n\nAdjunto le remitimos el certificado digital de representante (FNMT) renovado, fichero " + file + ".\nPara instalarlo haga doble clic y, cuando lo pida, introduzca la contraseña: " + pw + "\n\nLe recomendamos guardar una copia en un pendrive y no reenviar este correo.\n\nQuedamos a su disposición."
	return hbnSec("cert-password", "mail", hbnMail2(o, "Certificado digital renovado", body), []string{pw}, file)
}

func hbnMailECNPJ() Sample {
	o := hbnOrgCC("br")
	pw := hbnPw(true)
	cnpj := hbnCNPJ()
	body := "Olá, tudo bem?\n\nSegue em anexo o e-CNPJ A1 da empresa (CNPJ " + cnpj + "), válido até " + hbnDate() + ".\nSenha do certificado: " + pw + "\n\nInstale no computador do financeiro para emissão das NF-e e acesso ao e-CAC. Qualquer dúvida estamos à disposição."
	return hbnSec("cert-password", "mail", hbnMail2(o, "e-CNPJ A1 renovado", body), []string{pw}, cnpj)
}

func hbnMailEfirma() Sample {
	o := hbnOrgCC("mx")
	pw := hbnPw(false)
	rfc := hbnRFC()
	body := "Estimado cliente:\n\nLe envío los archivos de su e.firma (FIEL) renovada para el RFC " + rfc + ": el archivo .cer y el archivo .key.\nLa contraseña de la clave privada es: " + pw + "\n\nFavor de resguardarlos en un lugar seguro; con ellos se pueden firmar declaraciones y facturas a su nombre."
	return hbnSec("cert-password", "mail", hbnMail2(o, "Archivos e.firma "+rfc, body), []string{pw}, rfc)
}

func hbnMailAT() Sample {
	o := hbnOrgCC("pt")
	pw := rnd(upper, 1) + rnd(lower+digits, 7+rng.IntN(4))
	if hbnCoin() {
		pw = hbnPw(true)
	}
	nif := hbnNIFpt()
	body := "Exmo. Senhor,\n\nConforme solicitado, enviamos os dados de acesso ao Portal das Finanças da empresa para submissão da IES:\nNIF: " + nif + "\nSenha de acesso: " + pw + "\n\nRecomendamos a alteração da senha após a entrega da declaração."
	return hbnSec("tax-portal-password", "mail", hbnMail2(o, "Acesso Portal das Finanças — IES", body), []string{pw}, nif)
}

func hbnMailWorkspace() Sample {
	o := pick(hbnOrgs)
	pw := hbnGenPw()
	admin := pick([]string{"admin", "ti", "sistemas", "informatica"}) + "@" + o.dom
	var body string
	if o.pt() {
		body = "Bom dia,\n\nConcluímos a migração do e-mail para o Google Workspace.\nConta de administrador: " + admin + "\nSenha provisória: " + pw + "\n\nNo primeiro acesso será pedida uma nova senha e a configuração da verificação em 2 passos."
	} else {
		body = "Buenos días,\n\nYa terminamos la migración del correo a Google Workspace.\nCuenta de administrador: " + admin + "\nContraseña provisional: " + pw + "\n\nEn el primer acceso se le pedirá cambiarla y activar la verificación en dos pasos."
	}
	return hbnSec("admin-password", "mail", hbnMail2(o, "Migración correo / Google Workspace", body), []string{pw}, admin)
}

func hbnMailDIAN() Sample {
	o := hbnOrgCC("co")
	pw := hbnPw(false)
	nit := hbnNIT()
	body := "Cordial saludo,\n\nPara la facturación electrónica de la " + pick([]string{"IPS", "empresa", "sociedad"}) + " (NIT " + nit + ") habilitamos la firma electrónica ante la DIAN.\nLa contraseña de la firma electrónica es " + pw + "\n\nNo la comparta; con ella se firman las declaraciones de renta y de IVA."
	return hbnSec("cert-password", "mail", hbnMail2(o, "Firma electrónica DIAN", body), []string{pw}, nit)
}

func hbnMailSII() Sample {
	o := hbnOrgCC("cl")
	pw := hbnPw(false)
	rut := hbnRUT()
	body := "Estimada,\n\nPara emitir las boletas de honorarios de marzo necesito ingresar al SII con la empresa.\nRUT empresa: " + rut + "\nClave tributaria: " + pw + " (me la dio don " + pick(hbnLastES) + " por teléfono, la dejo anotada aquí para el equipo)\n\nQuedo atento."
	return hbnSec("tax-portal-password", "mail", hbnMail2(o, "Acceso SII", body), []string{pw}, rut)
}

func hbnMailAsaas() Sample {
	o := hbnOrgCC("br")
	tok := hbnAsaas()
	wal := hbnUUID()
	body := "Oi, pessoal da agência,\n\nSegue a chave de API do Asaas (produção) para a integração das mensalidades no site:\n" + tok + "\n\nWallet ID da conta: " + wal + "\nO webhook de cobrança deve apontar para https://" + o.dom + "/api/asaas/webhook."
	return hbnSec("payment-api-key", "mail", hbnMail2(o, "Integração Asaas - chave de API", body), []string{tok}, wal)
}

func hbnMailVPN() Sample {
	o := hbnOrgCC("es", "mx", "ar")
	f, l := hbnPerson(false)
	u := hbnUser(f, l)
	pw := hbnPw(false)
	srv := "vpn." + o.dom
	body := "Hola " + f + ",\n\nTe paso los datos para teletrabajar con FortiClient:\n  Gateway remoto: " + srv + "  puerto 10443\n  Usuario: " + u + "\n  Contraseña: " + pw + "\n\nSi ves un aviso del certificado, acéptalo solo la primera vez. Cualquier cosa abre ticket en soporte@" + o.dom + "."
	return hbnSec("vpn-password", "mail", hbnMail2To(o, hbnMail(f, l, o.dom), "Acceso VPN teletrabajo", body), []string{pw}, srv, u)
}

func hbnMailConnStr() Sample {
	o := pick(hbnOrgs)
	pw := hbnPw(o.pt())
	srv := `SRV-` + pick([]string{"CONTAB", "ERP", "CLINICA", "SQL01"}) + `\SQLEXPRESS`
	cs := "Server=" + srv + ";Database=" + pick([]string{"Contabilidad", "ERP2024", "Pacientes", "Nominas"}) + ";User Id=sa;Password=" + pw + ";TrustServerCertificate=True;"
	var body string
	if o.pt() {
		body = "Prezados,\n\npara o técnico do ERP configurar o novo posto, a string de conexão é:\n\n" + cs + "\n\nEle precisa liberar a porta 1433 no firewall."
	} else {
		body = "Hola,\n\npara que el técnico del ERP configure el puesto nuevo, la cadena de conexión es:\n\n" + cs + "\n\nHay que abrir el puerto 1433 en el firewall."
	}
	return hbnSec("db-password", "mail", hbnMail2(o, "Cadena de conexión ERP", body), []string{pw}, srv)
}

func hbnMailLicence() Sample {
	o := pick(hbnOrgs)
	lic := hbnLicence()
	prod := pick([]string{"A3ASESOR | eco", "Contasol Premium", "Sage 50", "ESET Endpoint Security", "FacturaDirecta Pro", "Domínio Sistemas"})
	var body string
	if o.pt() {
		body = "Prezado cliente,\n\nObrigado pela renovação. Chave de licença do " + prod + " (5 postos):\n\n    " + lic + "\n\nPara ativar: Ajuda > Ativar licença. Nº do pedido: " + rnd(digits, 7) + "."
	} else {
		body = "Estimado cliente,\n\nGracias por su renovación. Su clave de licencia de " + prod + " (5 puestos) es:\n\n    " + lic + "\n\nPara activarla: Ayuda > Activar licencia. Nº de pedido: " + rnd(digits, 7) + "."
	}
	return hbnSec("licence-key", "mail", hbnMail2(o, "Licencia "+prod, body), []string{lic}, prod)
}

func hbnMailRedsys() Sample {
	o := hbnOrgCC("es")
	k := hbnRedsys()
	fuc := rnd("123456789", 1) + rnd(digits, 8)
	body := "Hola,\n\npara configurar el TPV virtual en la web de citas os paso los datos de Redsys:\n- Número de comercio (FUC): " + fuc + "\n- Terminal: 001\n- Clave de firma SHA-256: " + k + "\n- Entorno: producción\n\nLa clave no la pongáis en el repositorio, que luego pasa lo que pasa."
	return hbnSec("payment-signing-key", "mail", hbnMail2(o, "Datos TPV Redsys", body), []string{k}, fuc)
}

func hbnMailMagicLink() Sample {
	o := pick(hbnOrgs)
	tok := rnd(b64url, 32+rng.IntN(24))
	host := "portal." + o.dom
	link := "https://" + host + pick([]string{"/acceso/verificar?token=", "/auth/magic?token=", "/reset-password/", "/convite/aceitar?t="}) + tok
	var body string
	if o.pt() {
		body = "Olá,\n\nPara aceder à área de cliente clique no link abaixo (válido por 24 horas e de utilização única):\n" + link + "\n\nSe não pediu este acesso, ignore esta mensagem."
	} else {
		body = "Hola,\n\nPara acceder al portal de pacientes haga clic en el siguiente enlace (válido 24 horas, de un solo uso):\n" + link + "\n\nSi no solicitó este acceso, ignore este mensaje."
	}
	return hbnSec("login-link-token", "mail", hbnMail2(o, "Seu link de acesso / Su enlace de acceso", body), []string{tok}, host)
}

func hbnMailAPIKey() Sample {
	o := pick(hbnOrgs)
	var key, what string
	switch rng.IntN(3) {
	case 0:
		key, what = hbnOpenAI(), "the OpenAI key for the chatbot de citas"
	case 1:
		key, what = hbnSendgrid(), "the SendGrid API key for os lembretes de consulta"
	default:
		key, what = hbnGoogleKey(), "the Google Maps API key for a página de contacto"
	}
	f, l := hbnPerson(o.pt())
	body := "Hi " + f + ",\n\nhere's " + what + ":\n" + key + "\n\nPlease don't commit it; put it in the .env on the server. Gracias!"
	return hbnSec("api-key", "mail", hbnMail2To(o, hbnMail(f, l, pick([]string{"gmail.com", "agenciaweb.com", "outlook.com"})), "API key", body), []string{key})
}

func hbnMailSimples() Sample {
	o := hbnOrgCC("br")
	code := rnd("123456789", 1) + rnd(digits, 11)
	cnpj := hbnCNPJ()
	body := "Boa tarde,\n\nPara gerarmos o DAS de março, segue o código de acesso do Portal do Simples Nacional:\nCNPJ: " + cnpj + "\nCódigo de acesso: " + code + "\n\nCaso prefiram, podem nos enviar uma procuração eletrônica pelo e-CAC e aí não precisamos mais do código."
	return hbnSec("tax-portal-password", "mail", hbnMail2(o, "DAS março — código de acesso", body), []string{code}, cnpj)
}

func hbnMailWompi() Sample {
	o := hbnOrgCC("co")
	prv := "prv_prod_" + rnd(alnum, 32)
	pub := "pub_prod_" + rnd(alnum, 32)
	ev := "prod_events_" + rnd(alnum, 32)
	body := "Hola equipo web,\n\nestas son las llaves de Wompi para la pasarela de pagos de la IPS:\nLlave pública: " + pub + "\nLlave privada: " + prv + "\nSecreto de eventos: " + ev + "\n\nLa privada y el secreto van solo en el backend."
	return hbnSec("payment-api-key", "mail", hbnMail2(o, "Llaves Wompi producción", body), []string{prv, ev}, pub)
}

func hbnMailTransbank() Sample {
	o := hbnOrgCC("cl")
	code := "5970" + rnd(digits, 8)
	sec := rnd("0123456789ABCDEF", 64)
	body := "Estimados,\n\nTransbank ya aprobó el paso a producción de Webpay Plus.\nCódigo de comercio: " + code + "\nAPI Key Secret: " + sec + "\n\nFavor configurar en el servidor y avisarme cuando esté listo para hacer la compra de prueba."
	return hbnSec("payment-api-key", "mail", hbnMail2(o, "Webpay Plus producción", body), []string{sec}, code)
}

// Traps.

func hbnTMailPhish() Sample {
	o := pick(hbnOrgs)
	var body string
	if o.pt() {
		body = "Caros colegas,\n\nestão a circular e-mails falsos em nome da Autoridade Tributária a pedir a senha de acesso ao Portal das Finanças. Nunca pedimos a vossa senha por e-mail nem por telefone. Em caso de dúvida contactem o apoio informático."
	} else {
		body = "Estimados compañeros:\n\nestán llegando correos falsos suplantando a la Agencia Tributaria que piden la contraseña del certificado. Nunca os pediremos vuestra contraseña por correo ni por teléfono. Ante la duda, reenviad el correo a soporte."
	}
	return hbnTrap("trap-phishing-warning", "mail", hbnMail2(o, "Aviso: correos fraudulentos", body))
}

func hbnTMailCFDI() Sample {
	o := hbnOrgCC("mx")
	body := "Buen día,\n\nLe hacemos llegar su factura F-" + rnd(digits, 5) + " por honorarios contables.\nFolio fiscal (UUID): " + strings.ToUpper(hbnUUID()) + "\nRFC emisor: " + hbnRFC() + "\nRFC receptor: " + hbnRFC() + "\nTotal: $" + rnd("123456789", 1) + "," + rnd(digits, 3) + ".00 MXN\n\nAdjuntamos XML y PDF."
	return hbnTrap("trap-invoice-id", "mail", hbnMail2(o, "Factura honorarios", body))
}

func hbnTMailCertApart() Sample {
	o := pick(hbnOrgs)
	var body string
	if o.pt() {
		body = "Olá,\n\nsegue em anexo o certificado digital. Por segurança, a senha do certificado será enviada por SMS para o celular cadastrado, em mensagem separada."
	} else {
		body = "Hola,\n\nadjunto el certificado digital. Por seguridad, la contraseña se la enviaremos por SMS al móvil que nos facilitó, en un mensaje aparte."
	}
	return hbnTrap("trap-password-elsewhere", "mail", hbnMail2(o, "Certificado digital", body))
}

func hbnTMailNFe() Sample {
	o := hbnOrgCC("br")
	key := rnd(digits, 44)
	body := "Prezado cliente,\n\nsegue a NF-e nº " + rnd(digits, 6) + ", série 1, referente aos serviços de " + pick([]string{"março", "abril", "maio"}) + ".\nChave de acesso: " + key + "\nConsulte a autenticidade no portal da SEFAZ. O DANFE e o XML seguem em anexo."
	return hbnTrap("trap-invoice-id", "mail", hbnMail2(o, "NF-e emitida", body))
}

func hbnTMailIBAN() Sample {
	o := hbnOrgCC("es", "pt")
	var body string
	if o.pt() {
		body = "Bom dia,\n\npara o pagamento da avença de " + pick([]string{"abril", "maio"}) + ", o nosso IBAN é " + hbnIBAN("pt") + " (BIC CGDIPTPL). Indique o n.º da fatura no descritivo."
	} else {
		body = "Buenos días,\n\npara el pago de la cuota de " + pick([]string{"abril", "mayo"}) + " nuestro IBAN es " + hbnIBAN("es") + ". Indique el número de factura en el concepto."
	}
	return hbnTrap("trap-iban", "mail", hbnMail2(o, "Datos bancarios", body))
}

func hbnTMailResetDone() Sample {
	o := pick(hbnOrgs)
	var body string
	if o.pt() {
		body = "A sua senha foi redefinida com sucesso em " + hbnISO() + " (IP " + hbnIP() + ").\nSe não foi você, contacte imediatamente o suporte."
	} else {
		body = "Su contraseña se ha restablecido correctamente el " + hbnISO() + " (IP " + hbnIP() + ").\nSi no fue usted, contacte inmediatamente con soporte."
	}
	return hbnTrap("trap-password-reset", "mail", hbnMailHead(o, "no-reply@"+o.dom, "usuario@"+o.dom, "Contraseña / senha")+body)
}

func hbnTMailPixCopy() Sample {
	o := hbnOrgCC("br")
	name := strings.ToUpper(hbnASCII(o.name))
	if len(name) > 25 {
		name = name[:25]
	}
	val := rnd("123456789", 1) + rnd(digits, 2) + ".00"
	pix := "00020126580014br.gov.bcb.pix0136" + hbnUUID() + "52040000530398654" + "0" + string(rune('0'+len(val))) + val + "5802BR59" + string(rune('0'+len(name)/10)) + string(rune('0'+len(name)%10)) + name + "6009SAO PAULO62070503***6304" + rnd("0123456789ABCDEF", 4)
	body := "Olá!\n\nSegue o Pix copia e cola da mensalidade de " + pick([]string{"março", "abril"}) + ":\n\n" + pix + "\n\nVencimento: " + hbnDate() + ". Após o pagamento não é necessário enviar comprovante."
	return hbnTrap("trap-payment-code", "mail", hbnMail2(o, "Mensalidade - Pix", body))
}

func hbnTMailPublicKey() Sample {
	o := pick(hbnOrgs)
	pk := hbnStripePK()
	body := "Hola,\n\npara el formulario de donaciones del colegio usen la clave publicable " + pk + " en el front. La secreta la configuro yo en el servidor, no va por correo.\nGracias."
	return hbnTrap("trap-publishable-key", "mail", hbnMail2(o, "Stripe - formulario", body))
}

func hbnTMailExpediente() Sample {
	o := hbnOrgCC("es")
	body := "Estimado cliente:\n\nLe informamos de que hemos presentado el recurso. Número de expediente: " + rnd(digits, 4) + "/" + rnd(digits, 6) + "-" + rnd(upper, 2) + "\nNúmero de registro de entrada: REGAGE" + rnd(digits, 2) + "e" + rnd(digits, 11) + "\n\nLe mantendremos informado."
	return hbnTrap("trap-case-number", "mail", hbnMail2(o, "Recurso presentado", body))
}

func hbnTMailPolicy() Sample {
	o := pick(hbnOrgs)
	var body string
	if o.pt() {
		body = "Colegas,\n\na partir de 1 de junho as senhas do sistema de gestão passam a exigir 12 caracteres e autenticação em dois fatores. Quem não alterar até dia 15 ficará bloqueado."
	} else {
		body = "Compañeros:\n\ndesde el 1 de junio las contraseñas del programa de gestión deberán tener 12 caracteres y doble factor. Quien no la cambie antes del día 15 quedará bloqueado."
	}
	return hbnTrap("trap-password-policy", "mail", hbnMail2(o, "Nuevas contraseñas / Novas senhas", body))
}

func hbnTMailLicencia() Sample {
	o := hbnOrgCC("es", "mx", "co")
	body := "Buenos días,\n\nya tenemos la licencia de apertura de la nueva consulta: Licencia nº " + rnd(digits, 4) + "/" + rnd(digits, 5) + ", referencia catastral " + rnd(digits, 7) + rnd(upper, 2) + rnd(digits, 4) + rnd(upper, 1) + rnd(digits, 4) + rnd(upper, 2) + ".\nLa placa hay que colgarla en la entrada."
	return hbnTrap("trap-licence-number", "mail", hbnMail2(o, "Licencia de apertura", body))
}
